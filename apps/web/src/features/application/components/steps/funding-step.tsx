import { SimpleGrid } from '@mantine/core';
import { PlainTextInput } from '../../../../components/fields/plain-text-input.tsx';
import { ALERT_PROPS } from './field-props.ts';
import { htmlConstraints } from '@portal/shared/application/html-constraints';
import { FIELD_LABELS } from '@portal/shared/application/application-fields';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { StepForm } from '../step-form.tsx';
import { AmountReading } from './amount-reading.tsx';
import { OwnQuestionsFields } from './own-questions-fields.tsx';

const FIELDS = ['equityFunding', 'debtFunding', 'grantFunding'] as const;

/** Amounts in whole rupees (docs/decisions/004-amounts-in-whole-rupees.md); the shared schema reads and refuses them. */
export const FundingStep = () => {
  const form = useStepForm('funding');
  const { values, readOnly } = form;
  return (
    <StepForm step="funding" {...form.frame}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {FIELDS.map((field) => (
          <div key={field}>
            <PlainTextInput
              label={FIELD_LABELS[field]}
              description={FOUNDER_HELP_TEXTS.funding[field]}
              {...htmlConstraints(field)}
              autoComplete="off"
              leftSection={<span aria-hidden>₹</span>}
              value={String(values[field] ?? '')}
              onChange={(e) => form.setValue(field, e.currentTarget.value)}
              error={form.errorOf(field)}
              errorProps={ALERT_PROPS}
              disabled={readOnly}
            />
            <AmountReading id={`${field}-reading`} value={values[field]} />
          </div>
        ))}
      </SimpleGrid>
      <OwnQuestionsFields own={form.own} />
    </StepForm>
  );
};
