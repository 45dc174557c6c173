import type { FastifyInstance } from 'fastify';
import type { UpdatesNotice } from '../../../domain/updates.ts';

/** Tells every console with UPDATEMGMT_VIEW that a release, deployment or activation changed. */
export function publishUpdates(app: FastifyInstance, notice: UpdatesNotice): void {
  app.live.publish('updates', notice);
}
