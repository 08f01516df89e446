// Writes an incoming file into the database while it streams in: sniff the first bytes, then one row
// per UPLOAD_CHUNK_BYTES chunk under a 'pending' upload that becomes 'ready' only when every check
// passed. Any refusal part-way deletes what was written, so a refused upload leaves nothing behind.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { newId } from '../auth/tokens';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { contradiction, declaresAudio } from './declared-type';
import type { IncomingFile } from './incoming-file';
import { emptyFile, tooLarge } from './incoming-file';
import { KIND_LABEL, megabytes, PENDING_TTL_MS, UPLOAD_CHUNK_BYTES, UPLOAD_MAX_BYTES } from './limits';
import { safeFileName } from './safe-name';
import { ACCEPTED_LABELS, sniff, SNIFF_BYTES, type FileType } from './sniff';
import { assertSafeSvg } from './svg-check';
import type { UploadTable } from './upload-table';

export const quotaExceeded = (quota: number) =>
  new HttpError(413, 'UPLOAD_QUOTA_EXCEEDED', `This file would take you over your ${megabytes(quota)} of uploads. Delete files you no longer use and try again.`);

/** Bytes of ready uploads the owner has stored. */
export async function usedBytes(deps: Deps, ownerId: string, exceptId = ''): Promise<number> {
  const row = await deps.db
    .selectFrom('uploads')
    .select(sql<number>`coalesce(sum(size), 0)`.as('used'))
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'ready')
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Deletes uploads a crashed process left pending (their chunks go with them). */
export async function sweepAbandoned(deps: Deps): Promise<void> {
  await deps.db.deleteFrom('uploads').where('status', '=', 'pending').where('created_at', '<', deps.now() - PENDING_TTL_MS).execute();
}

async function removeUpload(deps: Deps, id: string): Promise<void> {
  await deps.db.deleteFrom('upload_chunks').where('upload_id', '=', id).execute();
  await deps.db.deleteFrom('uploads').where('id', '=', id).execute();
}

function classify(file: IncomingFile, head: Buffer): FileType {
  const type = sniff(head, declaresAudio(file.declared));
  if (!type) {
    throw new HttpError(415, 'UPLOAD_TYPE_UNSUPPORTED', `This file type is not supported. Upload ${ACCEPTED_LABELS}.`);
  }
  const clash = contradiction(file.declared, type);
  if (clash) {
    throw new HttpError(415, 'UPLOAD_TYPE_MISMATCH', `This file's content is ${/^[AEIOU]/.test(type.label) ? 'an' : 'a'} ${type.label}, but ${clash}. Rename it or export it again in the right format.`);
  }
  return type;
}

export async function storeUpload(deps: Deps, ownerId: string, file: IncomingFile, quota: number): Promise<UploadTable> {
  await sweepAbandoned(deps);
  const used = await usedBytes(deps, ownerId);
  if (used >= quota) throw quotaExceeded(quota);

  const hash = createHash('sha256');
  let held: Buffer[] = [];
  let heldBytes = 0;
  let total = 0;
  let seq = 0;
  let type: FileType | null = null;
  let row: UploadTable | null = null;

  const take = (n: number): Buffer => {
    const all = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = all.length > n ? [all.subarray(n)] : [];
    heldBytes = all.length - Math.min(n, all.length);
    return all.subarray(0, n);
  };
  const writeChunk = async (data: Buffer) => {
    await deps.db.insertInto('upload_chunks').values({ upload_id: row!.id, seq: seq++, data }).execute();
  };
  const begin = async (head: Buffer): Promise<[FileType, UploadTable]> => {
    const t = classify(file, head);
    const r: UploadTable = {
      id: newId(16),
      owner_id: ownerId,
      name: safeFileName(file.declared.fileName, t.ext),
      content_type: t.contentType,
      kind: t.kind,
      size: 0,
      sha256: '',
      status: 'pending',
      created_at: deps.now(),
    };
    await deps.db.insertInto('uploads').values(r).execute();
    return [t, r];
  };
  const checkSize = (t: FileType) => {
    if (total > UPLOAD_MAX_BYTES[t.kind]) throw tooLarge(KIND_LABEL[t.kind], UPLOAD_MAX_BYTES[t.kind]);
    if (used + total > quota) throw quotaExceeded(quota);
  };

  try {
    for await (const piece of file.body) {
      if (!piece.byteLength) continue;
      const buf = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      total += buf.length;
      hash.update(buf);
      held.push(buf);
      heldBytes += buf.length;
      if (!type && heldBytes >= SNIFF_BYTES) [type, row] = await begin(Buffer.concat(held));
      if (type) {
        checkSize(type);
        // An SVG is checked whole before any of it is stored (it is at most the image cap).
        if (type.ext !== 'svg') while (heldBytes >= UPLOAD_CHUNK_BYTES) await writeChunk(take(UPLOAD_CHUNK_BYTES));
      }
    }
    if (total === 0) throw emptyFile();
    if (!type || !row) [type, row] = await begin(Buffer.concat(held));
    checkSize(type);
    if (type.ext === 'svg') assertSafeSvg(Buffer.concat(held).toString('utf8'));
    while (heldBytes > 0) await writeChunk(take(UPLOAD_CHUNK_BYTES));
    // Another upload of the same owner may have finished meanwhile.
    if ((await usedBytes(deps, ownerId, row.id)) + total > quota) throw quotaExceeded(quota);
    const sha256 = hash.digest('base64url');
    const done = await deps.db.updateTable('uploads').set({ status: 'ready', size: total, sha256 }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
    // Swept as abandoned by another process (an upload slower than PENDING_TTL_MS).
    if (!Number(done.numUpdatedRows)) throw new HttpError(408, 'UPLOAD_TIMEOUT', 'The upload took too long. Please try again.');
    return { ...row, status: 'ready', size: total, sha256 };
  } catch (err) {
    const written = row as UploadTable | null;
    if (written) await removeUpload(deps, written.id).catch(() => {});
    throw err;
  }
}
