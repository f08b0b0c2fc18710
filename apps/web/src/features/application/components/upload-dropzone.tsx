import { useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileUpload, IconUpload, IconVideo, IconX } from '@tabler/icons-react';
import { UPLOAD_KINDS, type UploadKind } from '@portal/shared/files';
import { formatBytes } from '../lib/format.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { acceptFor } from '../lib/upload-kind.ts';
import { MUTED } from '../lib/tones.ts';

interface Props {
  kind: UploadKind;
  hasFile: boolean;
  onFile: (file: File | null) => void;
}

/** Drop a file or choose one; anything picked goes to the shared check, which gives the spec's message. */
export const UploadDropzone = ({ kind, hasFile, onFile }: Props) => {
  const openRef = useRef<() => void>(null);
  const rules = UPLOAD_KINDS[kind];
  const KindIcon = kind === 'video' ? IconVideo : IconFileUpload;
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
        inputProps={{ 'aria-label': rules.label, id: `upload-input-${kind}` }}
        aria-label={kind === 'video' ? WIZARD_TEXTS.dropVideo : WIZARD_TEXTS.dropDocument}
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
              {kind === 'video' ? WIZARD_TEXTS.dropVideo : WIZARD_TEXTS.dropDocument}
            </Text>
            <Text size="sm" c={MUTED}>
              {WIZARD_TEXTS.acceptedTypes(rules.extensions, formatBytes(rules.maxBytes))}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openRef.current?.()} style={{ alignSelf: 'flex-start' }}>
        {hasFile ? WIZARD_TEXTS.replaceFile : WIZARD_TEXTS.chooseFile}
      </Button>
    </Stack>
  );
};
