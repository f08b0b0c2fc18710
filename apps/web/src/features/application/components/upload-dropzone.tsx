import { useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconFileUpload, IconUpload, IconVideo, IconX } from '@tabler/icons-react';
import { UPLOAD_KINDS, type UploadKind } from '@portal/shared/uploads/files';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import { formatBytes } from '../lib/format.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { acceptFor } from '../lib/upload-kind.ts';
import { t } from '../../../lib/i18n.ts';
import { MUTED } from '../lib/tones.ts';

interface Props {
  kind: UploadKind;
  hasFile: boolean;
  onFile: (file: File | null) => void;
}

const promptOf = (kind: UploadKind, touch: boolean): string => {
  if (touch) return kind === 'video' ? SYNC_MESSAGES.CHOOSE_VIDEO_TOUCH : SYNC_MESSAGES.CHOOSE_DOCUMENT_TOUCH;
  return kind === 'video' ? WIZARD_TEXTS.dropVideo : WIZARD_TEXTS.dropDocument;
};

/**
 * Drop a file or choose one; anything picked goes to the shared check, which gives the shared message. On a touch
 * screen there is nothing to drag: it says tap, and a video can be recorded with the camera.
 */
export const UploadDropzone = ({ kind, hasFile, onFile }: Props) => {
  const openRef = useRef<() => void>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const rules = UPLOAD_KINDS[kind];
  const KindIcon = kind === 'video' ? IconVideo : IconFileUpload;
  const prompt = promptOf(kind, touch);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => onFile(files[0] ?? null)}
        onReject={(rejections) => onFile(rejections[0]?.file ?? null)}
        accept={acceptFor(kind)}
        multiple={false}
        openRef={openRef}
        activateOnClick
        name={`upload-${kind}`}
        inputProps={{ 'aria-label': t(rules.label), id: `upload-input-${kind}` }}
        aria-label={prompt}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <KindIcon size={40} aria-hidden />
          </Dropzone.Idle>
          <div style={{ minWidth: 0 }}>
            <Text size="md" fw={500}>
              {prompt}
            </Text>
            <Text size="sm" c={MUTED}>
              {WIZARD_TEXTS.acceptedTypes(rules.extensions, formatBytes(rules.maxBytes))}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openRef.current?.()}>
          {hasFile ? WIZARD_TEXTS.replaceFile : WIZARD_TEXTS.chooseFile}
        </Button>
        {kind === 'video' && touch ? (
          <>
            <Button
              variant="default"
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => cameraRef.current?.click()}
            >
              {SYNC_MESSAGES.RECORD_VIDEO}
            </Button>
            <input
              ref={cameraRef}
              type="file"
              accept="video/*"
              capture="user"
              hidden
              data-testid="record-video-input"
              onChange={(event) => {
                onFile(event.currentTarget.files?.[0] ?? null);
                event.currentTarget.value = '';
              }}
            />
          </>
        ) : null}
      </Group>
    </Stack>
  );
};
