import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { htmlConstraints } from '@portal/shared/html-constraints';
import { FIELD_LABELS } from '@portal/shared/schemas/application';
import { REVENUE_RANGES, SECTORS } from '@portal/shared/options';
import { FOUNDING_YEAR_MIN, currentYear } from '@portal/shared/limits';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';

// Built when shown: the labels follow the language (lib/i18n.ts lays the chosen one over SECTORS and REVENUE_RANGES).
const sectorOptions = () => SECTORS.map((s) => ({ value: s.value, label: s.label }));
const revenueOptions = () => REVENUE_RANGES.map((r) => ({ value: r.value, label: r.label }));
const ALERT_PROPS = { role: 'alert' };

export const BusinessStep = () => {
  const form = useStepForm('business');
  const { values, readOnly } = form;
  return (
    <StepForm step="business" alert={form.alert} readOnly={readOnly} busy={form.busy} onSubmit={form.onSubmit} saveState={form.saveState} saveReason={form.saveReason} showSaved={form.showSaved}>
      <Select
        label={FIELD_LABELS.sector}
        {...htmlConstraints('sector')}
        placeholder={WIZARD_TEXTS.selectSector}
        data={sectorOptions()}
        allowDeselect={false}
        value={values.sector || null}
        onChange={(value) => form.setValue('sector', value ?? '')}
        error={form.errorOf('sector')}
        errorProps={ALERT_PROPS}
        disabled={readOnly}
      />
      {values.sector === 'other' ? (
        <TextInput
          label={FIELD_LABELS.otherSector}
          {...htmlConstraints('otherSector')}
          required
          value={values.otherSector}
          onChange={(e) => form.setValue('otherSector', e.currentTarget.value)}
          error={form.errorOf('otherSector')}
          errorProps={ALERT_PROPS}
          disabled={readOnly}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={FIELD_LABELS.foundingYear}
          {...htmlConstraints('foundingYear')}
          placeholder={`${FOUNDING_YEAR_MIN}–${currentYear()}`}
          value={values.foundingYear}
          onChange={(e) => form.setValue('foundingYear', e.currentTarget.value.replace(/\D/g, ''))}
          error={form.errorOf('foundingYear')}
          errorProps={ALERT_PROPS}
          disabled={readOnly}
        />
        <Select
          label={FIELD_LABELS.revenue}
          {...htmlConstraints('revenue')}
          placeholder={WIZARD_TEXTS.selectRevenue}
          data={revenueOptions()}
          allowDeselect={false}
          value={values.revenue || null}
          onChange={(value) => form.setValue('revenue', value ?? '')}
          error={form.errorOf('revenue')}
          errorProps={ALERT_PROPS}
          disabled={readOnly}
        />
      </SimpleGrid>
    </StepForm>
  );
};
