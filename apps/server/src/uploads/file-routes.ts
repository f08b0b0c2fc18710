import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionUserOf, type SessionUser } from '../auth/session.ts';
import { isStorageKey, StoredFileMissingError, type UploadStorage } from '../modules/files/storage/upload-storage.ts';
import { decideRange, type RangeDecision } from '../modules/files/byte-range.ts';
import { contentDisposition } from '../modules/files/content-disposition.ts';
import { canDeleteFile, canReadFile, isTeamFile } from '../modules/files/file-access.ts';
import { STAFF_ACCESS_ACTIONS, STAFF_FILE_READ_LOG_WINDOW_MS } from '@portal/shared/privacy/privacy';
import { recordStaffAccessUnlessRecent } from '../modules/privacy/staff-access-log.ts';
import { blindFileName } from '../modules/review/blind-redaction.ts';
import { isBlindFor } from '../modules/review-stages/blind-scope.ts';
import { fileErrors } from '../modules/files/file-errors.ts';
import { deleteFileAndUnlink, findFile, FILE_STATUS, type FileRow } from '../modules/files/file-repository.ts';
import { createFileLinkSigner, LINK_PARAMS } from '../modules/files/presigned-url.ts';
import { ERROR_STATUS } from '@portal/shared/error-codes';
import { errorBodyOf } from '../http/errors.ts';

interface FileParams {
  id: string;
}
type FileQuery = Record<string, string | string[] | undefined>;

const singleValue = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** Files API: GET with Range, a presigned link, DELETE. Ids are never paths. */
export const registerFileRoutes = (app: FastifyInstance, storage: UploadStorage): void => {
  const { db } = app.database;
  const links = createFileLinkSigner({ authSecret: app.config.authSecret, baseUrl: app.config.baseUrl });
  // Links made for a blind reviewer carry a signature of their own key, so one cannot be turned into a named link.
  const blindLinks = createFileLinkSigner({
    authSecret: `${app.config.authSecret}\nblind-file-names`,
    baseUrl: app.config.baseUrl,
  });
  const blindFor = async (user: SessionUser, file: FileRow): Promise<boolean> =>
    !(await isTeamFile(db, user, file)) &&
    file.application_id !== null &&
    (await isBlindFor({ config: app.config, db }, user, file.application_id));

  const requireUser = async (request: FastifyRequest): Promise<SessionUser> => {
    const user = await sessionUserOf(app.auth, request);
    if (!user) throw fileErrors.notSignedIn();
    return user;
  };

  const requireId = (id: string): string => {
    if (!isStorageKey(id)) throw fileErrors.invalidId();
    return id;
  };

  /** A finished file the caller may read; anyone else's (or a missing or unfinished one) is simply not found. */
  const readableFile = async (id: string, user: SessionUser): Promise<FileRow> => {
    const file = await findFile(db, id);
    if (!file || file.status !== FILE_STATUS.ready || !(await canReadFile(db, user, file))) throw fileErrors.notFound();
    return file;
  };

  /**
   * Staff reading a founder's file is recorded whatever the Range header says: the header's text is never looked
   * at here, so no spelling of it (a suffix, a multi-range, another unit, `bytes=1-`) can skip the row. Only an
   * answer that carries none of the file (416) writes nothing. The same staff member's reads of the same file by
   * the same means within STAFF_FILE_READ_LOG_WINDOW_MS are one row, so a video player's chunks do not flood it.
   */
  const recordStaffRead = async (user: SessionUser, file: FileRow, means: string): Promise<void> => {
    if (await isTeamFile(db, user, file)) return;
    const target = { applicationId: file.application_id, detail: `${file.kind} ${means} ${file.id}` };
    await recordStaffAccessUnlessRecent(db, user, STAFF_ACCESS_ACTIONS.file, target, STAFF_FILE_READ_LOG_WINDOW_MS);
  };

  /** With a link signature the link alone decides; without one, the session does. */
  const fileForDownload = async (
    request: FastifyRequest<{ Params: FileParams; Querystring: FileQuery }>,
  ): Promise<{ file: FileRow; blind: boolean; reader?: SessionUser }> => {
    const id = requireId(request.params.id);
    const signature = request.query[LINK_PARAMS.signature];
    const expires = request.query[LINK_PARAMS.expires];
    if (signature === undefined && expires === undefined) {
      const user = await requireUser(request);
      const file = await readableFile(id, user);
      return { file, blind: await blindFor(user, file), reader: user };
    }
    const named = links.check(id, singleValue(expires) ?? '', singleValue(signature) ?? '');
    const verdict = named === 'invalid' ? blindLinks.check(id, singleValue(expires) ?? '', singleValue(signature) ?? '') : named;
    if (verdict === 'invalid') throw fileErrors.linkInvalid();
    if (verdict === 'expired') throw fileErrors.linkExpired();
    const file = await findFile(db, id);
    if (!file || file.status !== FILE_STATUS.ready) throw fileErrors.notFound();
    return { file, blind: named === 'invalid' };
  };

  const etagOf = (file: FileRow): string | undefined => (file.sha256 ? `"${file.sha256}"` : undefined);

  const rangeDecision = (request: FastifyRequest, file: FileRow): RangeDecision => {
    const ifRange = request.headers['if-range'];
    const etag = etagOf(file);
    const rangeApplies = ifRange === undefined || (etag !== undefined && ifRange === etag);
    return rangeApplies ? decideRange(request.headers.range, file.size) : { kind: 'whole' };
  };

  const sendFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: FileRow,
    blind: boolean,
    decision: RangeDecision,
  ): Promise<FastifyReply> => {
    const etag = etagOf(file);

    reply
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        contentDisposition(
          file.kind === 'video' ? 'inline' : 'attachment',
          blind ? blindFileName(file.kind, file.name) : file.name,
        ),
      );
    if (etag) reply.header('etag', etag);

    if (decision.kind === 'unsatisfiable') {
      return reply
        .status(ERROR_STATUS.RANGE_NOT_SATISFIABLE)
        .header('content-range', `bytes */${file.size}`)
        .send(errorBodyOf('RANGE_NOT_SATISFIABLE'));
    }
    const range = decision.kind === 'partial' ? decision.range : undefined;
    const length = range ? range.end - range.start + 1 : file.size;
    reply
      .status(range ? 206 : 200)
      .header('content-type', file.type)
      .header('content-length', String(length));
    if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    if (request.method === 'HEAD' || length === 0) return reply.send();
    try {
      // A known end lets the stream finish with its last byte, not one empty read later.
      return reply.send(await storage.read(file.storage_key, range ?? { start: 0, end: file.size - 1 }));
    } catch (error) {
      if (error instanceof StoredFileMissingError) {
        request.log.error({ fileId: file.id }, 'a ready file has no stored bytes');
        throw fileErrors.notFound();
      }
      throw error;
    }
  };

  app.get<{ Params: FileParams; Querystring: FileQuery }>('/files/:id', async (request, reply) => {
    const { file, blind, reader } = await fileForDownload(request);
    const decision = rangeDecision(request, file);
    if (reader && decision.kind !== 'unsatisfiable') await recordStaffRead(reader, file, request.method);
    return sendFile(request, reply, file, blind, decision);
  });

  app.get<{ Params: FileParams }>('/files/:id/presignedurl', async (request, reply) => {
    const id = requireId(request.params.id);
    const user = await requireUser(request);
    const file = await readableFile(id, user);
    // The link reads the whole file without a session: handing it out is the staff read.
    await recordStaffRead(user, file, 'link');
    reply.header('cache-control', 'no-store');
    return ((await blindFor(user, file)) ? blindLinks : links).create(file.id);
  });

  app.delete<{ Params: FileParams }>('/files/:id', async (request, reply) => {
    const id = requireId(request.params.id);
    const user = await requireUser(request);
    const file = await findFile(db, id);
    if (!file || !(await canDeleteFile(db, user, file))) throw fileErrors.notFound();
    if ((await deleteFileAndUnlink(db, file)) === 'locked') throw fileErrors.applicationLocked();
    await storage
      .remove(file.storage_key)
      .catch((error: unknown) => request.log.error({ err: error, fileId: file.id }, 'could not remove stored bytes'));
    return reply.status(204).send();
  });
};
