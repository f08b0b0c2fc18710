import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { resolutionLabel } from '@portal/shared/uploads/video-pitch';
import { formatClip, VIDEO_MESSAGES } from '@portal/shared/uploads/video-messages';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { MUTED } from '../lib/tones.ts';

/** What the server read from the stored pitch: its length and size, a warning when far from 1.5 minutes. */
export const StoredVideoNote = ({ url }: { url: string }) => {
  const { data } = useQuery({
    queryKey: ['pitch-video', url],
    queryFn: ({ signal }) => graphqlRequest('PitchVideo', {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const video = data?.pitchVideo;
  if (!video) return null;
  if (video.note)
    return (
      <Text size="sm" c={MUTED}>
        {video.note}
      </Text>
    );
  if (video.durationSeconds === null || video.width === null || video.height === null) return null;
  const duration = formatClip(video.durationSeconds);
  return (
    <>
      <Text size="sm" c={MUTED} data-testid="stored-video-facts">
        {VIDEO_MESSAGES.storedFacts(duration, resolutionLabel(video.width, video.height))}
      </Text>
      {video.lengthWarning ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="stored-video-warning"
        >
          {(video.lengthWarning === 'short' ? VIDEO_MESSAGES.tooShort : VIDEO_MESSAGES.tooLong)(duration)}
        </Alert>
      ) : null}
    </>
  );
};
