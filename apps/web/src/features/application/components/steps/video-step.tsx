import type { FormEvent } from 'react';
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/texts/messages';
import { VIDEO_MESSAGES, formatWait } from '@portal/shared/uploads/video-messages';
import { VIDEO_PITCH, expectedConvertedBytes, uploadSeconds } from '@portal/shared/uploads/video-pitch';
import { useWizard } from '../../hooks/wizard-context.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { UploadField } from '../upload-field.tsx';
import { MUTED } from '../../lib/tones.ts';
import { formatBytes } from '../../lib/format.ts';
import { currentLink } from '../../video/use-video-pitch.ts';
import { useAnswerStep } from '../../hooks/use-answer-step.ts';
import { OwnQuestionsFields } from './own-questions-fields.tsx';

/** The wait for a pitch of the length asked for, on this link, until a video is chosen and its own wait is shown. */
const PitchWaitNote = () => {
  const bytes = expectedConvertedBytes(VIDEO_PITCH.requestedSeconds);
  const link = currentLink(null);
  return (
    <Group gap={6} c={MUTED} wrap="nowrap" align="flex-start" data-testid="pitch-wait-note">
      <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm">
        {VIDEO_MESSAGES.beforeChoosing(formatBytes(bytes), formatWait(uploadSeconds(bytes, link.bitsPerSecond)), link.source)}
      </Text>
    </Group>
  );
};

/** Video pitch: uploading stores it; 'Save & Next' only checks that there is one. */
export const VideoStep = () => {
  const { values, readOnly, uploads, videoPitch } = useWizard();
  const uploadPhase = uploads.views.video.phase;
  const nothingChosen =
    !values.videoUrl && (uploadPhase === 'idle' || uploadPhase === 'error') && videoPitch.view.phase === 'idle';
  const answers = useAnswerStep('video');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void answers.saveAndNext(values.videoUrl ? null : MESSAGES.VIDEO_REQUIRED);
  };
  return (
    <StepForm
      step="video"
      alert={answers.alert}
      readOnly={readOnly}
      busy={answers.busy}
      onSubmit={onSubmit}
      {...answers.saveProps}
    >
      <Text>{WIZARD_TEXTS.videoAsk}</Text>
      {nothingChosen && !readOnly ? <PitchWaitNote /> : null}
      <UploadField kind="video" />
      <OwnQuestionsFields own={answers.own} />
    </StepForm>
  );
};
