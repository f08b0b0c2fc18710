import { SimpleGrid } from '@mantine/core';
import { FIELD_LABELS } from '@portal/shared/application/application-fields';
import { INDIAN_STATES } from '@portal/shared/application/options';
import { useStepForm } from '../../hooks/use-step-form.ts';
import { WIZARD_TEXTS } from '../../lib/texts.ts';
import { StepForm } from '../step-form.tsx';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { t } from '../../../../lib/i18n.ts';
import { PlainNativeSelect } from '../../../../components/fields/plain-native-select.tsx';
import { PlainRadioGroup } from '../../../../components/fields/plain-radio-group.tsx';
import { PlainTextInput } from '../../../../components/fields/plain-text-input.tsx';
import { PlainTextarea } from '../../../../components/fields/plain-textarea.tsx';
import { numberFieldProps, selectFieldProps, textFieldProps } from './field-props.ts';
import { OwnQuestionsFields } from './own-questions-fields.tsx';

const YES = 'yes';
const NO = 'no';

export const CompanyStep = () => {
  const form = useStepForm('company');
  const { values, readOnly } = form;
  return (
    <StepForm step="company" {...form.frame}>
      <PlainTextInput {...textFieldProps(form, 'companyName')} autoComplete="organization" />
      <PlainTextarea {...textFieldProps(form, 'description')} minRows={3} maxRows={10} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PlainTextInput {...numberFieldProps(form, 'foundersCount')} />
        <PlainTextInput {...numberFieldProps(form, 'teamSize')} />
        <PlainTextInput {...textFieldProps(form, 'city')} autoComplete="address-level2" />
        <PlainNativeSelect
          {...selectFieldProps(
            form,
            'state',
            WIZARD_TEXTS.selectState,
            INDIAN_STATES.map((state) => ({ value: state, label: t(state) })),
          )}
        />
      </SimpleGrid>
      <PlainRadioGroup
        label={FIELD_LABELS.hasDpiitCertification}
        description={FOUNDER_HELP_TEXTS.dpiit}
        value={values.hasDpiitCertification ? YES : NO}
        onChange={(value) => form.setValue('hasDpiitCertification', value === YES)}
        error={form.errorOf('hasDpiitCertification')}
        options={[
          { value: YES, label: WIZARD_TEXTS.yes },
          { value: NO, label: WIZARD_TEXTS.no },
        ]}
        disabled={readOnly}
      />
      {values.hasDpiitCertification && (
        <PlainTextInput {...textFieldProps(form, 'dpiitNumber')} placeholder="DIPP12345" autoCapitalize="characters" />
      )}
      <OwnQuestionsFields own={form.own} />
    </StepForm>
  );
};
