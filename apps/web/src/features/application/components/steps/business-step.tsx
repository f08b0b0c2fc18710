import { SimpleGrid } from '@mantine/core';
import { PlainNativeSelect } from '../../../../components/fields/plain-native-select.tsx';
import { PlainTextInput } from '../../../../components/fields/plain-text-input.tsx';
import { REVENUE_RANGES, SECTORS } from '@portal/shared/application/options';
import { FOUNDING_YEAR_MIN, currentYear } from '@portal/shared/limits';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { ALERT_PROPS, numberFieldProps, selectFieldProps, textFieldProps } from './field-props.ts';
import { OwnQuestionsFields } from './own-questions-fields.tsx';

// Built when shown: the labels follow the language (lib/i18n.ts lays the chosen one over SECTORS and REVENUE_RANGES).
const sectorOptions = () => SECTORS.map((s) => ({ value: s.value, label: s.label }));
const revenueOptions = () => REVENUE_RANGES.map((r) => ({ value: r.value, label: r.label }));

export const BusinessStep = () => {
  const form = useStepForm('business');
  return (
    <StepForm step="business" {...form.frame}>
      <PlainNativeSelect
        {...selectFieldProps(form, 'sector', WIZARD_TEXTS.selectSector, sectorOptions())}
        errorProps={ALERT_PROPS}
      />
      {form.values.sector === 'other' ? (
        <PlainTextInput {...textFieldProps(form, 'otherSector')} required errorProps={ALERT_PROPS} />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PlainTextInput {...numberFieldProps(form, 'foundingYear')} placeholder={`${FOUNDING_YEAR_MIN}–${currentYear()}`} />
        <PlainNativeSelect
          {...selectFieldProps(form, 'revenue', WIZARD_TEXTS.selectRevenue, revenueOptions())}
          errorProps={ALERT_PROPS}
        />
      </SimpleGrid>
      <OwnQuestionsFields own={form.own} />
    </StepForm>
  );
};
