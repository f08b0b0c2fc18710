import { Group, NativeSelect, Radio, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { FIELD_LABELS } from '@portal/shared/application-fields';
import { INDIAN_STATES } from '@portal/shared/options';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { MUTED } from '../../lib/tones.ts';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/founder-help-texts';
import { t } from '../../../../lib/i18n.ts';
import { countFieldProps, selectFieldProps, textFieldProps } from './field-props.ts';

const YES = 'yes';
const NO = 'no';
const DESCRIPTION_STYLES = { description: { color: MUTED } };

export const CompanyStep = () => {
  const form = useStepForm('company');
  const { values, readOnly } = form;
  return (
    <StepForm step="company" {...form.frame}>
      <TextInput {...textFieldProps(form, 'companyName')} autoComplete="organization" />
      <Textarea {...textFieldProps(form, 'description')} autosize minRows={3} maxRows={10} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput {...countFieldProps(form, 'foundersCount')} />
        <TextInput {...countFieldProps(form, 'teamSize')} />
        <TextInput {...textFieldProps(form, 'city')} autoComplete="address-level2" />
        <NativeSelect
          {...selectFieldProps(
            form,
            'state',
            WIZARD_TEXTS.selectState,
            INDIAN_STATES.map((state) => ({ value: state, label: t(state) })),
          )}
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
      {values.hasDpiitCertification && <TextInput {...textFieldProps(form, 'dpiitNumber')} placeholder="DIPP12345" autoCapitalize="characters" />}
    </StepForm>
  );
};
