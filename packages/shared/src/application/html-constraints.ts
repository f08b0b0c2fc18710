import { fieldOf, type FieldKey } from './application-fields.ts';
import { HEADCOUNT_MAX, TEXT_MAX } from '../limits.ts';

/**
 * What a form control's HTML says about a field, from the field catalogue and the limits its zod rule is built
 * from (no zod here: the wizard renders its forms without the schemas). html-constraints.test.ts holds every
 * field's constraints against its rule in schemas/application.ts.
 */
export interface HtmlConstraints {
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  inputMode?: 'numeric' | 'email';
}

const TEXT_CAPS: Partial<Record<FieldKey, number>> = TEXT_MAX;

/**
 * required when the rule refuses a blank; maxLength of a text from TEXT_MAX; min 0 for head counts (the form accepts
 * 0, the saved value is at least 1) up to HEADCOUNT_MAX; the four digits of a year, which its rule checks by pattern.
 */
export const htmlConstraints = (key: FieldKey): HtmlConstraints => {
  const { kind, requiredToSave } = fieldOf(key);
  if (kind === 'file') return {};
  const constraints: HtmlConstraints = {};
  if (kind !== 'yesNo' && requiredToSave) constraints.required = true;
  const maxLength = TEXT_CAPS[key];
  if (maxLength !== undefined && (kind === 'text' || kind === 'longText' || kind === 'email' || kind === 'otherSector'))
    constraints.maxLength = maxLength;
  // No maxLength on the phone: a pasted '+91 98765 43210' must reach the input's digit filter whole.
  if (kind === 'phone') constraints.inputMode = 'numeric';
  if (kind === 'year') Object.assign(constraints, { maxLength: 4, inputMode: 'numeric' });
  if (kind === 'count') Object.assign(constraints, { min: 0, max: HEADCOUNT_MAX, inputMode: 'numeric' });
  if (kind === 'rupees') constraints.inputMode = 'numeric';
  return constraints;
};
