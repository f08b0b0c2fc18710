import { SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@portal/shared/schemas/application';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';

const FIELDS = ['equityFunding', 'debtFunding', 'grantFunding'] as const;
const ALERT_PROPS = { role: 'alert' };
const INPUT_STYLES = { description: { color: MUTED } };

/** Amounts in rupees, kept as typed; the shared schema reads them (not a number → 0, negative refused). */
export const FundingStep = () => {
  const form = useStepForm('funding');
  const { values, readOnly } = form;
  return (
    <StepForm step="funding" alert={form.alert} readOnly={readOnly} busy={form.busy} onSubmit={form.onSubmit} saveState={form.saveState} saveReason={form.saveReason} showSaved={form.showSaved}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={FIELD_LABELS[field]}
            description={WIZARD_TEXTS.rupeesHint}
            styles={INPUT_STYLES}
            inputMode="numeric"
            leftSection={<span aria-hidden>₹</span>}
            value={String(values[field] ?? '')}
            onChange={(e) => form.setValue(field, e.currentTarget.value)}
            error={form.errorOf(field)}
            errorProps={ALERT_PROPS}
            disabled={readOnly}
          />
        ))}
      </SimpleGrid>
    </StepForm>
  );
};
