import { Alert, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconPlayerTrackNext } from '@tabler/icons-react';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import type { UploadKind } from '@portal/shared/uploads/files';
import { URL_FIELD } from '../lib/wizard-store.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import { UploadDropzone } from './upload-dropzone.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { VideoViewer } from './video-viewer.tsx';
import { ViewDocumentLink } from './view-document-link.tsx';
import { VideoPrepPanel } from '../video/video-prep-panel.tsx';
import { StoredVideoNote } from '../video/stored-video-note.tsx';
import { t } from '../../../lib/i18n.ts';

const ACTIVE = new Set(['uploading', 'paused', 'waiting-for-network']);
/** A chosen video still being read, offered or converted: no second file until it is sent or stopped. */
const PREPARING = new Set(['reading', 'choice', 'converting']);

/** One upload: idle → uploading (percent) → done (preview / view link) or error (message). */
export const UploadField = ({ kind }: { kind: UploadKind }) => {
  const { uploads, values, readOnly, videoPitch } = useWizard();
  const view = uploads.views[kind];
  const url = values[URL_FIELD[kind]];
  const active = ACTIVE.has(view.phase);
  // Once the chosen video is stored, its facts and wait ("about 1 hour on your connection") are no longer news.
  const pitchSent = view.phase === 'done' && videoPitch.view.phase === 'handed-over';
  const unfinished = active || view.phase === 'done' ? null : uploads.unfinished[kind];
  return (
    <Stack gap="md">
      {url && !active ? (
        kind === 'video' ? (
          <>
            <VideoViewer src={url} />
            <StoredVideoNote url={url} />
          </>
        ) : (
          <Group gap="xs">
            <IconFileText size={18} aria-hidden />
            <ViewDocumentLink url={url} />
          </Group>
        )
      ) : null}
      {kind === 'video' && !readOnly && !pitchSent ? (
        <VideoPrepPanel pitch={videoPitch} uploadBytesPerSecond={view.bytesPerSecond} />
      ) : null}
      {view.phase === 'done' ? (
        <div role="status">
          <UploadProgress view={view} />
        </div>
      ) : null}
      {unfinished && !readOnly ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconPlayerTrackNext size={18} aria-hidden />}
          role="status"
          data-testid="upload-unfinished"
        >
          {unfinished.bytesConfirmed === null || unfinished.bytesTotal === 0
            ? SYNC_MESSAGES.uploadUnfinished(unfinished.fileName)
            : SYNC_MESSAGES.uploadPartial(
                unfinished.fileName,
                Math.floor((unfinished.bytesConfirmed / unfinished.bytesTotal) * 100),
              )}
        </Alert>
      ) : null}
      {/* Where the progress bar was, above the dropzone that replaces it: on a small screen still in view. */}
      {view.phase === 'error' && view.message ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t(view.message)}
        </Alert>
      ) : null}
      {active ? (
        <UploadProgress
          view={view}
          onPause={() => uploads.pause(kind)}
          onResume={() => uploads.resume(kind)}
          onCancel={() => uploads.cancel(kind)}
        />
      ) : readOnly || (kind === 'video' && PREPARING.has(videoPitch.view.phase)) ? null : (
        <UploadDropzone
          kind={kind}
          hasFile={Boolean(url)}
          onFile={(file) => void (kind === 'video' ? videoPitch.choose(file) : uploads.start(kind, file))}
        />
      )}
    </Stack>
  );
};
