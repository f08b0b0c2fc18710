import { useCallback, useEffect, useRef, useState } from 'react';
import { isLocalApplicationId, serverApplicationId } from '../lib/local-application.ts';
import { UPLOAD_KINDS, checkFileForUpload, type UploadKind } from '@portal/shared/uploads/files';
import { MESSAGES } from '@portal/shared/texts/messages';
import type { ErrorCode } from '@portal/shared/error-codes';
import { cleanFileName } from '@portal/shared/uploads/file-name';
import { UPLOAD_METADATA_KEYS } from '@portal/shared/uploads/upload-protocol';
import type { TusUploadFailure, TusUploadHandle, UnfinishedUpload } from '../../../lib/tus-upload.ts';
import { hasStoredTusUploads } from '../../../lib/tus-stored.ts';
import { declaredType } from '../lib/upload-kind.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';
import { t } from '../../../lib/i18n.ts';

// The tus client loads when a file is chosen or an unfinished upload is looked for, not with every wizard step.
const tusUpload = () => import('../../../lib/tus-upload.ts');

/** The upload states (idle, uploading, done, error), plus the two pauses a founder can see: by choice, or by a lost connection. */
export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'waiting-for-network' | 'done' | 'error';

export interface UploadView {
  phase: UploadPhase;
  fileName: string | null;
  /** Bytes the server has confirmed. */
  sent: number;
  total: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  message: string | null;
}

const IDLE: UploadView = {
  phase: 'idle',
  fileName: null,
  sent: 0,
  total: 0,
  bytesPerSecond: null,
  secondsLeft: null,
  message: null,
};
const SPEED_WINDOW_MS = 5_000;
/** The server's refusal to replace a co-founder's file the founder has not agreed to replace (as a type, not the table). */
const UNSEEN_FILE_IN_THE_WAY: ErrorCode = 'UPLOAD_REPLACES_UNSEEN_FILE';

interface Sample {
  at: number;
  bytes: number;
}

const failureMessage = (kind: UploadKind, failure: TusUploadFailure): string => {
  if (failure.message)
    return serverErrorText(
      Object.assign(new Error(failure.message), { code: failure.code ?? undefined, params: { kind, ...failure.params } }),
      UPLOAD_KINDS[kind].failedMessage,
    );
  if (failure.status === 401) return MESSAGES.UPLOAD_AUTH_FAILED;
  return UPLOAD_KINDS[kind].failedMessage;
};

interface Options {
  /** Keeps remembered uploads apart per user. */
  userId: string;
  /**
   * The application the uploads attach to; without it the founder is asked for the personal step first, or, for one
   * started on this phone whose start is not sent yet (lib/local-application.ts), to upload once it is.
   */
  applicationId: string | null | undefined;
  /** The server stored the file (its URL when the last response carried it). */
  onUploaded: (kind: UploadKind, fileUrl: string | null) => void;
}

/**
 * The three uploads of the wizard, kept at wizard level so an upload carries on while the founder fills in
 * other steps. Leaving the wizard pauses them; picking the same file again continues from the server's offset.
 */
export const useUploads = ({ userId, applicationId, onUploaded }: Options) => {
  const [views, setViews] = useState<Record<UploadKind, UploadView>>({
    video: IDLE,
    financial_statement: IDLE,
    pitch_deck: IDLE,
  });
  /** Uploads a previous visit started and did not finish (choosing the same file continues them). */
  const [unfinished, setUnfinished] = useState<Partial<Record<UploadKind, UnfinishedUpload>>>({});
  const handles = useRef<Partial<Record<UploadKind, TusUploadHandle>>>({});
  /**
   * The upload each kind is on now. Loading the tus client and creating the upload take a moment on a slow link; a
   * Cancel pressed meanwhile (or another file chosen) ends that attempt, so what it starts afterwards is stopped
   * at once and tells nothing more on screen.
   */
  const attempts = useRef<Partial<Record<UploadKind, AbortController>>>({});
  const samples = useRef<Record<UploadKind, Sample[]>>({ video: [], financial_statement: [], pitch_deck: [] });
  /** The co-founder's stored file the founder agreed to replace, per kind: named by the next upload of that kind. */
  const agreed = useRef<Partial<Record<UploadKind, string>>>({});
  /**
   * Files the server did not store because a co-founder's file, which the founder had not agreed to replace, is in
   * the way (UPLOAD_REPLACES_UNSEEN_FILE): the founder chooses to replace it or keep theirs (docs/co-founders.md).
   */
  const [refusals, setRefusals] = useState<Partial<Record<UploadKind, { file: File; current: string }>>>({});
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const patch = useCallback((kind: UploadKind, change: Partial<UploadView>) => {
    setViews((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
  }, []);

  const trackProgress = useCallback(
    (kind: UploadKind, sent: number, total: number) => {
      const now = performance.now();
      const list = [...samples.current[kind].filter((s) => now - s.at <= SPEED_WINDOW_MS), { at: now, bytes: sent }];
      samples.current[kind] = list;
      const first = list[0];
      const elapsed = first ? (now - first.at) / 1000 : 0;
      const speed = first && elapsed >= 0.5 ? (sent - first.bytes) / elapsed : null;
      patch(kind, {
        sent,
        total,
        bytesPerSecond: speed,
        secondsLeft: speed && speed > 0 ? (total - sent) / speed : null,
      });
    },
    [patch],
  );

  const start = useCallback(
    async (kind: UploadKind, file: File | null | undefined) => {
      const problem = checkFileForUpload(
        kind,
        file ? { name: file.name, type: declaredType(kind, file), size: file.size } : null,
      );
      if (problem || !file) {
        setViews((current) => ({
          ...current,
          [kind]: { ...IDLE, phase: 'error', message: problem ?? MESSAGES.NO_FILE_SELECTED },
        }));
        return;
      }
      if (!serverApplicationId(applicationId)) {
        const message = isLocalApplicationId(applicationId) ? MESSAGES.START_NOT_SENT : MESSAGES.COMPLETE_PERSONAL_FIRST;
        setViews((current) => ({ ...current, [kind]: { ...IDLE, phase: 'error', message } }));
        return;
      }
      attempts.current[kind]?.abort();
      const attempt = new AbortController();
      attempts.current[kind] = attempt;
      const isCurrent = () => !attempt.signal.aborted;
      let settled = false;
      await handles.current[kind]?.cancel();
      if (!isCurrent()) return;
      samples.current[kind] = [];
      setViews((current) => ({
        ...current,
        [kind]: {
          ...IDLE,
          phase: 'uploading',
          fileName: cleanFileName(file.name, t(UPLOAD_KINDS[kind].label)),
          total: file.size,
        },
      }));
      const replaces = agreed.current[kind];
      delete agreed.current[kind];
      setRefusals(({ [kind]: _asked, ...rest }) => rest);
      try {
        const handle = await (
          await tusUpload()
        ).startTusUpload({
          file,
          fingerprintScope: `${userId}:${kind}`,
          signal: attempt.signal,
          metadata: {
            [UPLOAD_METADATA_KEYS.kind]: kind,
            [UPLOAD_METADATA_KEYS.filename]: file.name,
            [UPLOAD_METADATA_KEYS.filetype]: declaredType(kind, file),
            ...(replaces ? { [UPLOAD_METADATA_KEYS.replaces]: replaces } : {}),
          },
          onStatus: (status) => {
            if (!isCurrent()) return;
            samples.current[kind] = [];
            patch(kind, { phase: status, bytesPerSecond: null, secondsLeft: null });
          },
          onProgress: (sent, total) => {
            if (isCurrent()) trackProgress(kind, sent, total);
          },
          onSuccess: ({ fileUrl }) => {
            settled = true;
            if (!isCurrent()) return;
            delete handles.current[kind];
            setUnfinished(({ [kind]: _done, ...rest }) => rest);
            patch(kind, {
              phase: 'done',
              sent: file.size,
              total: file.size,
              bytesPerSecond: null,
              secondsLeft: null,
              message: null,
            });
            onUploadedRef.current(kind, fileUrl);
          },
          onError: (failure) => {
            settled = true;
            if (!isCurrent()) return;
            delete handles.current[kind];
            const current = failure.params?.['current'];
            if (failure.code === UNSEEN_FILE_IN_THE_WAY && typeof current === 'string') {
              // Not an error to fix: the founder is asked, with the co-founder's file shown (the application read again).
              setViews((all) => ({ ...all, [kind]: IDLE }));
              setRefusals((all) => ({ ...all, [kind]: { file, current } }));
              onUploadedRef.current(kind, null);
              return;
            }
            patch(kind, { phase: 'error', bytesPerSecond: null, secondsLeft: null, message: failureMessage(kind, failure) });
          },
        });
        // A small file can be stored before this line: its handle is not kept, so nothing cancels a finished upload.
        if (!isCurrent()) void handle.cancel();
        else if (!settled) handles.current[kind] = handle;
      } catch {
        if (isCurrent()) patch(kind, { phase: 'error', message: UPLOAD_KINDS[kind].failedMessage });
      }
    },
    [applicationId, patch, trackProgress, userId],
  );

  const pause = useCallback((kind: UploadKind) => handles.current[kind]?.pause(), []);
  const resume = useCallback((kind: UploadKind) => handles.current[kind]?.resume(), []);
  // Sending stops at once and the founder is told so at once; the server's copy is deleted behind it (tus retries a
  // DELETE that fails, which can take seconds on a bad link), and one never deleted expires on the server.
  const cancel = useCallback((kind: UploadKind) => {
    const handle = handles.current[kind];
    delete handles.current[kind];
    attempts.current[kind]?.abort();
    delete attempts.current[kind];
    setUnfinished(({ [kind]: _cancelled, ...rest }) => rest);
    setViews((current) => ({ ...current, [kind]: { ...IDLE, phase: 'error', message: MESSAGES.UPLOAD_CANCELLED } }));
    void handle?.cancel();
  }, []);
  const reset = useCallback((kind: UploadKind) => setViews((current) => ({ ...current, [kind]: IDLE })), []);
  /** The founder agreed to replace this stored file (a co-founder's): the next upload of the kind names it. */
  const agreeToReplace = useCallback((kind: UploadKind, fileId: string | null) => {
    if (fileId) agreed.current[kind] = fileId;
  }, []);
  /** After a refusal: the founder replaces the co-founder's file with theirs after all, or keeps the co-founder's. */
  const replaceRefused = useCallback(
    (kind: UploadKind) => {
      const refused = refusals[kind];
      if (!refused) return;
      agreed.current[kind] = refused.current;
      void start(kind, refused.file);
    },
    [refusals, start],
  );
  const keepTheirs = useCallback((kind: UploadKind) => setRefusals(({ [kind]: _kept, ...rest }) => rest), []);

  // What a previous visit left unfinished, with the server's real offset.
  useEffect(() => {
    let current = true;
    for (const kind of hasStoredTusUploads() ? (Object.keys(UPLOAD_KINDS) as UploadKind[]) : []) {
      void tusUpload()
        .then((tus) => tus.findUnfinishedUpload(`${userId}:${kind}`))
        .then((found) => {
          if (current && found) setUnfinished((all) => ({ ...all, [kind]: found }));
        });
    }
    return () => {
      current = false;
    };
  }, [userId]);

  // Leaving the wizard pauses every upload; what the server has is kept for a later resume.
  useEffect(() => {
    const current = handles.current;
    return () => {
      for (const handle of Object.values(current)) handle?.pause();
    };
  }, []);

  return { views, unfinished, start, pause, resume, cancel, reset, refusals, agreeToReplace, replaceRefused, keepTheirs };
};

export type Uploads = ReturnType<typeof useUploads>;
