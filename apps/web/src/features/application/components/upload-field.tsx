import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconPlayerTrackNext } from '@tabler/icons-react';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import type { UploadKind } from '@portal/shared/uploads/files';
import { fileIdOfUrl } from '@portal/shared/uploads/upload-protocol';
import { CO_FOUNDER_MESSAGES } from '@portal/shared/co-founders/co-founder-rules';
import { URL_FIELD } from '../lib/wizard-store.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import { UploadDropzone } from './upload-dropzone.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { VideoViewer } from './video-viewer.tsx';
import { ViewDocumentLink } from './view-document-link.tsx';
import { VideoPrepPanel } from '../video/video-prep-panel.tsx';
import { StoredVideoNote } from '../video/stored-video-note.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTeam } from '../team/team-api.ts';

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
  // A co-founder's file is replaced only once the founder says so (docs/co-founders.md).
  const team = useTeam(values.applicationId);
  const othersFile = url ? team.data?.uploads.find((u) => u.kind === kind && !u.byYou) : undefined;
  const [pending, setPending] = useState<File | null>(null);
  const begin = (file: File | null) => void (kind === 'video' ? videoPitch.choose(file) : uploads.start(kind, file));
  // The server refused the file: a co-founder's, not agreed to, is in the way (a new one, or the team was not known).
  const refused = uploads.refusals[kind];
  const { refetch: refetchTeam } = team;
  useEffect(() => {
    if (refused) void refetchTeam();
  }, [refused, refetchTeam]);
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
        <>
          {refused ? (
            <Alert color="orange" variant="light" role="alert" data-testid="replace-refused">
              <Stack gap="xs">
                <Text size="sm">{t(CO_FOUNDER_MESSAGES.REPLACE_UNSEEN_FILE)}</Text>
                <Group gap="xs">
                  <Button size="compact-md" onClick={() => uploads.replaceRefused(kind)}>
                    {t('Replace it')}
                  </Button>
                  <Button size="compact-md" variant="default" onClick={() => uploads.keepTheirs(kind)}>
                    {t('Keep theirs')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          {pending && othersFile ? (
            <Alert color="orange" variant="light" role="alert" data-testid="replace-confirm">
              <Stack gap="xs">
                <Text size="sm">
                  {othersFile.uploadedBy
                    ? t('{name} uploaded this file. Replace it with yours?', { name: othersFile.uploadedBy })
                    : t('A co-founder who has left uploaded this file. Replace it with yours?')}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-md"
                    onClick={() => {
                      setPending(null);
                      // The upload names the file agreed to: the server refuses it if another is there by then.
                      uploads.agreeToReplace(kind, fileIdOfUrl(url));
                      begin(pending);
                    }}
                  >
                    {t('Replace it')}
                  </Button>
                  <Button size="compact-md" variant="default" onClick={() => setPending(null)}>
                    {t('Cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <UploadDropzone
            kind={kind}
            hasFile={Boolean(url)}
            onFile={(file) => (file && othersFile ? setPending(file) : begin(file))}
          />
        </>
      )}
    </Stack>
  );
};
