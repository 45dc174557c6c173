import { z } from 'zod';

/** States a device component reports (FGP, KGP, KSP). */
export const COMPONENT_STATES = ['ONLINE', 'OFFLINE', 'FAULT', 'MAINTENANCE'] as const;

export const ComponentStateSchema = z.enum(COMPONENT_STATES);

/** Firmware versions as the devices report them (`4.12.3`). */
export const FirmwareSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/);
