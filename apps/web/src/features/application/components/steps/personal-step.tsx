import type { CSSProperties } from 'react';
import { PlainTextInput } from '../../../../components/fields/plain-text-input.tsx';
import { normalizePhoneInput } from '@portal/shared/application/field-checks';
import { PHONE_PREFIX } from '@portal/shared/limits';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';
import { textFieldProps } from './field-props.ts';
import { OwnQuestionsFields } from './own-questions-fields.tsx';

const PREFIX_STYLE: CSSProperties = { color: MUTED, fontSize: 'var(--mantine-font-size-sm)' };

export const PersonalStep = () => {
  const form = useStepForm('personal');
  return (
    <StepForm step="personal" {...form.frame}>
      <PlainTextInput {...textFieldProps(form, 'name')} autoComplete="name" />
      <PlainTextInput {...textFieldProps(form, 'email')} type="email" autoComplete="email" />
      <PlainTextInput
        {...textFieldProps(form, 'phone', normalizePhoneInput)}
        type="tel"
        autoComplete="tel-national"
        leftSection={
          <span style={PREFIX_STYLE} aria-hidden>
            {PHONE_PREFIX}
          </span>
        }
        leftSectionWidth={48}
      />
      <OwnQuestionsFields own={form.own} />
    </StepForm>
  );
};
