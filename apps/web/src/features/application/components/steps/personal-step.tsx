import { Text, TextInput } from '@mantine/core';
import { normalizePhoneInput } from '@portal/shared/field-checks';
import { PHONE_PREFIX } from '@portal/shared/limits';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';
import { textFieldProps } from './field-props.ts';

export const PersonalStep = () => {
  const form = useStepForm('personal');
  return (
    <StepForm step="personal" {...form.frame}>
      <TextInput {...textFieldProps(form, 'name')} autoComplete="name" />
      <TextInput {...textFieldProps(form, 'email')} type="email" autoComplete="email" />
      <TextInput
        {...textFieldProps(form, 'phone', normalizePhoneInput)}
        type="tel"
        autoComplete="tel-national"
        leftSection={
          <Text size="sm" c={MUTED} aria-hidden>
            {PHONE_PREFIX}
          </Text>
        }
        leftSectionWidth={48}
      />
    </StepForm>
  );
};
