import type { FastifyInstance } from 'fastify';
import { publicCapRoutes } from './publicCap.ts';
import { eventReadRoutes } from './readRoutes.ts';
import { eventWriteRoutes } from './writeRoutes.ts';

/** The events API of src/domain/eventApi.ts under /api/ecc, and the public CAP feed. */
export async function eventRoutes(app: FastifyInstance) {
  await eventReadRoutes(app);
  await eventWriteRoutes(app);
  await publicCapRoutes(app);
}
