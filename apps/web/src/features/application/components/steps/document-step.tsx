import type { FormEvent } from 'react';
import { Text } from '@mantine/core';
import { UPLOAD_KINDS } from '@portal/shared/uploads/files';
import { useWizard } from '../../hooks/wizard-context.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { t } from '../../../../lib/i18n.ts';
import { StepForm } from '../step-form.tsx';
import { UploadField } from '../upload-field.tsx';
import { MUTED } from '../../lib/tones.ts';
import { UPLOAD_KIND_OF_STEP, type UploadStepId } from '../../lib/upload-kind.ts';
import { useAnswerStep } from '../../hooks/use-answer-step.ts';
import { OwnQuestionsFields } from './own-questions-fields.tsx';

/** The optional documents: the financial statement (PDF) and the pitch deck (PDF, PPT, PPTX). */
export const DocumentStep = ({ step }: { step: Exclude<UploadStepId, 'video'> }) => {
  const { readOnly } = useWizard();
  const kind = UPLOAD_KIND_OF_STEP[step];
  const answers = useAnswerStep(step);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void answers.saveAndNext(null);
  };
  return (
    <StepForm
      step={step}
      alert={answers.alert}
      readOnly={readOnly}
      busy={answers.busy}
      onSubmit={onSubmit}
      {...answers.saveProps}
    >
      <Text c={MUTED} size="sm">
        {WIZARD_TEXTS.documentNote(t(UPLOAD_KINDS[kind].label))}
      </Text>
      <UploadField kind={kind} />
      <OwnQuestionsFields own={answers.own} />
    </StepForm>
  );
};
