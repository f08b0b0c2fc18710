import { Group, NumberInput, Radio, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { htmlConstraints } from '@portal/shared/html-constraints';
import { FIELD_LABELS } from '@portal/shared/schemas/application';
import { INDIAN_STATES } from '@portal/shared/options';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/founder-help-texts';
import { t } from '../../../../lib/i18n.ts';

const YES = 'yes';
const NO = 'no';
const ALERT_PROPS = { role: 'alert' };
const DESCRIPTION_STYLES = { description: { color: MUTED } };

export const CompanyStep = () => {
  const form = useStepForm('company');
  const { values, readOnly } = form;
  return (
    <StepForm step="company" alert={form.alert} readOnly={readOnly} busy={form.busy} onSubmit={form.onSubmit} saveState={form.saveState} saveReason={form.saveReason} showSaved={form.showSaved}>
      <TextInput
        label={FIELD_LABELS.companyName}
        {...htmlConstraints('companyName')}
        autoComplete="organization"
        value={values.companyName}
        onChange={(e) => form.setValue('companyName', e.currentTarget.value)}
        error={form.errorOf('companyName')}
        disabled={readOnly}
      />
      <Textarea
        label={FIELD_LABELS.description}
        {...htmlConstraints('description')}
        autosize
        minRows={3}
        maxRows={10}
        value={values.description}
        onChange={(e) => form.setValue('description', e.currentTarget.value)}
        error={form.errorOf('description')}
        disabled={readOnly}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={FIELD_LABELS.foundersCount}
          {...htmlConstraints('foundersCount')}
          hideControls
          allowNegative={false}
          allowDecimal={false}
          value={values.foundersCount ?? ''}
          onChange={(value) => form.setValue('foundersCount', value)}
          error={form.errorOf('foundersCount')}
          errorProps={ALERT_PROPS}
          disabled={readOnly}
        />
        <NumberInput
          label={FIELD_LABELS.teamSize}
          {...htmlConstraints('teamSize')}
          hideControls
          allowNegative={false}
          allowDecimal={false}
          value={values.teamSize ?? ''}
          onChange={(value) => form.setValue('teamSize', value)}
          error={form.errorOf('teamSize')}
          errorProps={ALERT_PROPS}
          disabled={readOnly}
        />
        <TextInput
          label={FIELD_LABELS.city}
          {...htmlConstraints('city')}
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => form.setValue('city', e.currentTarget.value)}
          error={form.errorOf('city')}
          disabled={readOnly}
        />
        <Select
          label={FIELD_LABELS.state}
          {...htmlConstraints('state')}
          placeholder={WIZARD_TEXTS.selectState}
          data={INDIAN_STATES.map((state) => ({ value: state, label: t(state) }))}
          searchable
          allowDeselect={false}
          value={values.state || null}
          onChange={(value) => form.setValue('state', value ?? '')}
          error={form.errorOf('state')}
          disabled={readOnly}
        />
      </SimpleGrid>
      <Radio.Group
        label={FIELD_LABELS.hasDpiitCertification}
        description={FOUNDER_HELP_TEXTS.dpiit}
        styles={DESCRIPTION_STYLES}
        value={values.hasDpiitCertification ? YES : NO}
        onChange={(value) => form.setValue('hasDpiitCertification', value === YES)}
        error={form.errorOf('hasDpiitCertification')}
      >
        <Group gap="lg" mt={6}>
          <Radio value={YES} label={WIZARD_TEXTS.yes} disabled={readOnly} />
          <Radio value={NO} label={WIZARD_TEXTS.no} disabled={readOnly} />
        </Group>
      </Radio.Group>
      {values.hasDpiitCertification && (
        <TextInput
          label={FIELD_LABELS.dpiitNumber}
          {...htmlConstraints('dpiitNumber')}
          placeholder="DIPP12345"
          autoCapitalize="characters"
          value={values.dpiitNumber}
          onChange={(e) => form.setValue('dpiitNumber', e.currentTarget.value)}
          error={form.errorOf('dpiitNumber')}
          disabled={readOnly}
        />
      )}
    </StepForm>
  );
};
