import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isReleaseDeviceKind,
  type Release,
  type ReleaseUpload,
  UPDATE_PROBLEMS,
} from '../../../domain/updates.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { firmwareReleases } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { publishUpdates } from './notices.ts';

const { image: _image, ...listed } = getTableColumns(firmwareReleases);

type ReleaseRow = Omit<typeof firmwareReleases.$inferSelect, 'image'>;

function releaseOf(row: ReleaseRow): Release {
  return {
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * Reads the streamed image, hashing it as it comes; stops reading at the size limit (413) and refuses an
 * image whose SHA-256 is not the one announced (400). Nothing is stored before both checks pass.
 */
async function checkedImage(
  stream: Readable | undefined,
  upload: ReleaseUpload,
  maxBytes: number,
): Promise<Buffer> {
  if (!stream) throw new ProblemError(400, UPDATE_PROBLEMS.emptyImage);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new ProblemError(413, UPDATE_PROBLEMS.tooLarge, {
        params: { limitMb: maxBytes / 1_048_576 },
      });
    }
    hash.update(chunk);
    chunks.push(chunk);
  }
  if (size === 0) throw new ProblemError(400, UPDATE_PROBLEMS.emptyImage);
  const actual = hash.digest('hex');
  if (actual !== upload.sha256)
    throw new ProblemError(400, UPDATE_PROBLEMS.checksumMismatch, { params: { actual } });
  return Buffer.concat(chunks, size);
}

/** Stores a new release once its kind, size and checksum pass; audited; every console learns of it. */
export async function uploadRelease(
  app: FastifyInstance,
  actor: AuditActor,
  upload: ReleaseUpload,
  stream: Readable | undefined,
): Promise<Release> {
  if (!isReleaseDeviceKind(upload.deviceKind)) {
    stream?.resume();
    throw new ProblemError(400, UPDATE_PROBLEMS.unknownDeviceKind, { params: { kind: upload.deviceKind } });
  }
  const deviceKind = upload.deviceKind;
  const image = await checkedImage(stream, upload, app.config.RELEASE_MAX_MB * 1_048_576);
  const row = await app.database.db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: firmwareReleases.id })
      .from(firmwareReleases)
      .where(and(eq(firmwareReleases.deviceKind, deviceKind), eq(firmwareReleases.version, upload.version)));
    if (known)
      throw new ProblemError(409, UPDATE_PROBLEMS.versionExists, { params: { version: upload.version } });
    const [after] = await tx
      .insert(firmwareReleases)
      .values({ ...upload, deviceKind, image, sizeBytes: image.length, uploadedBy: actor.userName })
      .returning(listed);
    if (!after) throw new Error('release not stored');
    await writeAudit(tx, actor, {
      action: 'uploaded',
      entity: 'firmware_release',
      entityId: after.id,
      after,
    });
    return after;
  });
  publishUpdates(app, { what: 'release', id: row.id });
  return releaseOf(row);
}

/** A withdrawn release can no longer be deployed or activated; what runs already stays. */
export async function withdrawRelease(app: FastifyInstance, actor: AuditActor, id: number): Promise<Release> {
  const row = await app.database.db.transaction(async (tx) => {
    const before = await lockedRelease(tx, id);
    const [after] = await tx
      .update(firmwareReleases)
      .set({ status: 'WITHDRAWN', withdrawnBy: actor.userName, withdrawnAt: new Date() })
      .where(eq(firmwareReleases.id, id))
      .returning(listed);
    if (!after) throw new Error('release not withdrawn');
    await writeAudit(tx, actor, {
      action: 'withdrawn',
      entity: 'firmware_release',
      entityId: id,
      before,
      after,
    });
    return after;
  });
  publishUpdates(app, { what: 'release', id });
  return releaseOf(row);
}

/** The release, locked for the caller's transaction; 404 when there is none, 409 when withdrawn. */
export async function lockedRelease(tx: Tx, id: number): Promise<ReleaseRow> {
  const [row] = await tx
    .select(listed)
    .from(firmwareReleases)
    .where(eq(firmwareReleases.id, id))
    .for('share');
  if (!row) throw new ProblemError(404, UPDATE_PROBLEMS.unknownRelease);
  if (row.status === 'WITHDRAWN') throw new ProblemError(409, UPDATE_PROBLEMS.releaseWithdrawn);
  return row;
}

/** Every release, newest first. */
export async function listReleases(db: Db): Promise<Release[]> {
  const rows = await db.select(listed).from(firmwareReleases).orderBy(desc(firmwareReleases.uploadedAt));
  return rows.map(releaseOf);
}
