import { customType } from 'drizzle-orm/pg-core';

/**
 * Bytes (pictogram images, firmware packages). PGlite answers a bytea as a Uint8Array, node-postgres as a
 * Buffer: the code always gets a Buffer (whose toString('base64') exports and downloads rely on).
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
