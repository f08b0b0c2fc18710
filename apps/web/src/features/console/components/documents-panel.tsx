import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import type { ConsoleDetail } from '../api/console-types.ts';
import { formatBytes } from '../lib/format.ts';
import { VideoFactsLine } from './video-facts-line.tsx';
import { DetailPanel } from './detail-panel.tsx';

const KIND_LABELS: Record<string, string> = {
  video: 'Video Pitch',
  financial_statement: 'Financial Statement',
  pitch_deck: 'Pitch Deck',
};

/** The pitch video (streamed with Range requests, so it seeks without downloading) and the documents. */
export const DocumentsPanel = ({ files }: { files: ConsoleDetail['files'] }) => {
  const video = files.find((f) => f.kind === 'video');
  const documents = files.filter((f) => f.kind !== 'video');
  return (
    <DetailPanel title="Video pitch and documents">
      <Stack gap="md">
        {video ? (
          <video
            data-testid="console-video"
            src={`/files/${video.id}`}
            controls
            preload="metadata"
            style={{ width: '100%', maxHeight: 420, background: '#000', borderRadius: 8 }}
          >
            <track kind="captions" />
          </video>
        ) : null}
        {video ? <VideoFactsLine file={video} /> : <Text c="dimmed">No video uploaded.</Text>}
        {documents.length === 0 ? <Text c="dimmed">No documents uploaded.</Text> : null}
        {documents.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileTypePdf size={20} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {KIND_LABELS[file.kind] ?? file.kind}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {file.name} · {formatBytes(file.size)}
                </Text>
              </div>
            </Group>
            <Anchor href={`/files/${file.id}`} download={file.name} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconDownload size={16} aria-hidden />
                Download
              </Group>
            </Anchor>
          </Group>
        ))}
      </Stack>
    </DetailPanel>
  );
};
