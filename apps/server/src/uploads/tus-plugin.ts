import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type Server } from '@tus/server';
import { MESSAGES } from '@portal/shared/texts/messages';
import { FILE_URL_HEADER, TUS_ENDPOINT, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { sessionUserOf } from '../auth/session.ts';
import { AppError } from '../http/errors.ts';
import { deleteFileRow, FILE_STATUS, type FileRow } from '../modules/files/file-repository.ts';
import { checkUploadCreation } from './upload-creation.ts';
import { requireOwnUpload, requireUnlockedApplication } from './upload-ownership.ts';
import { bindUploadContext, type UploadRequestContext } from './upload-request-context.ts';
import { sendTusResponse, toTusRequest } from './tus-web-exchange.ts';

/** The tus chunk media type; its body is handed to tus as a stream, so Fastify must not read it. */
const TUS_CHUNK_TYPE = 'application/offset+octet-stream';

interface UploadParams {
  uploadId?: string;
}

/**
 * The tus 1.0 endpoint as an encapsulated plugin at TUS_ENDPOINT. Fastify checks who is asking and what for
 * (session, creation rules, ownership); @tus/server then speaks the protocol and streams the bytes to storage.
 */
/**
 * Answers from tus to an admitted creation that may mean a newer creation replaced it meanwhile: its 201, the 404 or
 * 410 of bytes removed under it, or a failure of the store while they went. A refusal of its own (a finished upload
 * whose content was refused) stands.
 */
const BYTES_GONE = new Set<number>([ERRORS.FILE_NOT_FOUND.status_code, ERRORS.FILE_NO_LONGER_EXISTS.status_code]);
const mayBeReplaced = (response: Response): boolean =>
  response.status === 201 || BYTES_GONE.has(response.status) || response.status >= 500;

export const tusPlugin = async (
  instance: FastifyInstance,
  options: {
    tus: Server;
    settleCreation: (id: string) => Promise<void>;
    /** Refuses a chunk of an upload a co-founder's newer file stands in the way of (unseen-file-guard.ts). */
    checkChunk: (file: FileRow) => Promise<void>;
  },
): Promise<void> => {
  const { tus } = options;
  const { db } = instance.database;

  instance.addContentTypeParser(TUS_CHUNK_TYPE, (_request, _payload, done) => done(null));

  /** Checks the caller's right to this request; OPTIONS (CORS preflight, tus discovery) needs none. */
  const establishContext = async (
    request: FastifyRequest<{ Params: UploadParams }>,
  ): Promise<UploadRequestContext | undefined> => {
    if (request.method === 'OPTIONS') return undefined;
    const user = await sessionUserOf(instance.auth, request);
    if (!user) throw new AppError('UNAUTHENTICATED', { message: MESSAGES.UPLOAD_AUTH_FAILED });
    if (request.method === 'POST') {
      // An upload is a save of the application: not before the founder agreed to the current notice.
      await instance.applicationLifecycle.requireConsent(user);
      return { user, creation: await checkUploadCreation(db, user, request.headers) };
    }
    const file = await requireOwnUpload(db, user, request.params.uploadId ?? '');
    if (request.method === 'PATCH') {
      await requireUnlockedApplication(db, file);
      await options.checkChunk(file);
    }
    return { user, file };
  };

  const handle = async (request: FastifyRequest<{ Params: UploadParams }>, reply: FastifyReply): Promise<FastifyReply> => {
    const context = await establishContext(request);
    const tusRequest = toTusRequest(request, instance.config.baseUrl);
    if (context) bindUploadContext(tusRequest, context);
    const response = await tus.handleWeb(tusRequest);
    if (context?.admittedId && mayBeReplaced(response)) await options.settleCreation(context.admittedId);

    const file = context?.file;
    if (file && request.method === 'DELETE' && response.status === 204) await deleteFileRow(db, file.id);
    // A client resuming an upload that had already finished learns the stored file's URL from HEAD.
    const finished = file && request.method === 'HEAD' && response.ok && file.status === FILE_STATUS.ready;
    return sendTusResponse(reply, response, finished ? { [FILE_URL_HEADER]: fileUrl(file.id) } : {});
  };

  instance.route({ method: ['POST', 'OPTIONS'], url: TUS_ENDPOINT, handler: handle });
  instance.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${TUS_ENDPOINT}/:uploadId`, handler: handle });
};
