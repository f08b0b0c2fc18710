import { useRef } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { FIELD_LABELS } from '@portal/shared/application/application-fields';
import { WIZARD_TEXTS } from '../lib/texts.ts';

/** The stored video pitch, played from its /files/<id> URL (the server answers Range requests, so it seeks). */
export const VideoViewer = ({ src }: { src: string }) => {
  const video = useRef<HTMLVideoElement>(null);
  const openFullscreen = () => {
    void video.current?.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Stack gap="xs">
      <video
        ref={video}
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={FIELD_LABELS.videoUrl}
        data-testid="video-player"
        style={{ width: '100%', maxHeight: 360, background: 'black', borderRadius: 8 }}
      />
      <Button
        variant="light"
        leftSection={<IconMaximize size={16} aria-hidden />}
        onClick={openFullscreen}
        style={{ alignSelf: 'flex-start' }}
      >
        {WIZARD_TEXTS.viewFullscreen}
      </Button>
    </Stack>
  );
};
