import { Text, TextInput } from '@mantine/core';
import { htmlConstraints } from '@portal/shared/html-constraints';
import { FIELD_LABELS } from '@portal/shared/schemas/application';
import { normalizePhoneInput } from '@portal/shared/schemas/fields';
import { PHONE_PREFIX } from '@portal/shared/limits';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';

export const PersonalStep = () => {
  const form = useStepForm('personal');
  const { values, readOnly } = form;
  return (
    <StepForm step="personal" alert={form.alert} readOnly={readOnly} busy={form.busy} onSubmit={form.onSubmit} saveState={form.saveState} saveReason={form.saveReason} showSaved={form.showSaved}>
      <TextInput
        label={FIELD_LABELS.name}
        {...htmlConstraints('name')}
        autoComplete="name"
        value={values.name}
        onChange={(e) => form.setValue('name', e.currentTarget.value)}
        error={form.errorOf('name')}
        disabled={readOnly}
      />
      <TextInput
        label={FIELD_LABELS.email}
        {...htmlConstraints('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => form.setValue('email', e.currentTarget.value)}
        error={form.errorOf('email')}
        disabled={readOnly}
      />
      <TextInput
        label={FIELD_LABELS.phone}
        {...htmlConstraints('phone')}
        type="tel"
        autoComplete="tel-national"
        leftSection={
          <Text size="sm" c={MUTED} aria-hidden>
            {PHONE_PREFIX}
          </Text>
        }
        leftSectionWidth={48}
        value={values.phone}
        onChange={(e) => form.setValue('phone', normalizePhoneInput(e.currentTarget.value))}
        error={form.errorOf('phone')}
        disabled={readOnly}
      />
    </StepForm>
  );
};
