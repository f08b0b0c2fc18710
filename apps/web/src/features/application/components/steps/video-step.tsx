import { useState, type FormEvent } from 'react';
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/texts/messages';
import { useWizard } from '../../hooks/wizard-context.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { UploadField } from '../upload-field.tsx';
import { MUTED } from '../../lib/tones.ts';

/** Video pitch: uploading stores it; 'Save & Next' only checks that there is one. */
export const VideoStep = () => {
  const { values, readOnly, goNext } = useWizard();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.videoUrl) {
      setAlert(MESSAGES.VIDEO_REQUIRED);
      return;
    }
    setAlert(null);
    goNext();
  };
  return (
    <StepForm step="video" alert={alert} readOnly={readOnly} busy={false} onSubmit={onSubmit}>
      <Text>{WIZARD_TEXTS.videoAsk}</Text>
      <Group gap={6} c={MUTED}>
        <IconClock size={16} aria-hidden />
        <Text size="sm">{WIZARD_TEXTS.uploadTimeNote}</Text>
      </Group>
      <UploadField kind="video" />
    </StepForm>
  );
};
