import { SimpleGrid, Text } from '@mantine/core';
import { PlainTextInput } from '../../../../components/fields/plain-text-input.tsx';
import { ALERT_PROPS } from './field-props.ts';
import { htmlConstraints } from '@portal/shared/application/html-constraints';
import { FIELD_LABELS } from '@portal/shared/application/application-fields';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { RUPEES_MESSAGES, formatRupees, readRupees, rupeesInWords } from '@portal/shared/format/rupees';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';

const FIELDS = ['equityFunding', 'debtFunding', 'grantFunding'] as const;

/** What the typed amount reads as, grouped the Indian way and in words, or how to type it. */
const AmountReading = ({ id, value }: { id: string; value: unknown }) => {
  const reading = readRupees(value);
  return (
    <Text id={id} size="sm" c={MUTED} mt={4} aria-live="polite" data-testid={id}>
      {reading.ok && reading.rupees > 0
        ? FOUNDER_HELP_TEXTS.amountReads(formatRupees(reading.rupees), rupeesInWords(reading.rupees))
        : RUPEES_MESSAGES.HINT}
    </Text>
  );
};

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
    </StepForm>
  );
};
