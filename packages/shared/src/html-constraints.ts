import type { z } from 'zod';
import { fieldOf, ruleOf, type FieldKey } from './application-fields.ts';

/** What a form control's HTML says about a field, read from its shared rule so it is never typed twice. */
export interface HtmlConstraints {
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  inputMode?: 'numeric' | 'email';
}

interface Inspectable {
  maxLength?: number | null;
  maxValue?: number;
  in?: unknown;
  out?: unknown;
  type?: string;
  def?: { type?: string; innerType?: unknown };
}

/** The schema a typed value meets first (through optional, default and transform steps), then the one it is saved as. */
const layers = (schema: unknown): Inspectable[] => {
  const node = schema as Inspectable | undefined;
  if (!node) return [];
  if (node.in !== undefined && node.out !== undefined) return [...layers(node.in), ...layers(node.out)];
  if (node.def?.innerType !== undefined && (node.def.type === 'optional' || node.def.type === 'default')) return layers(node.def.innerType);
  return [node];
};

const firstNumber = (values: (number | null | undefined)[]): number | undefined => values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));

/**
 * maxLength, max and required from the zod rule; min 0 for head counts (the form accepts 0, the saved value is
 * at least 1); the four digits of a year, which its rule checks by pattern.
 */
export const htmlConstraints = (key: FieldKey): HtmlConstraints => {
  const { kind } = fieldOf(key);
  const rule = ruleOf(key) as z.ZodType | null;
  if (!rule) return {};
  const parts = layers(rule);
  const constraints: HtmlConstraints = {};
  if (kind !== 'yesNo' && !rule.safeParse('').success) constraints.required = true;
  const maxLength = firstNumber(parts.map((p) => p.maxLength));
  if (maxLength !== undefined && (kind === 'text' || kind === 'longText' || kind === 'email' || kind === 'otherSector')) constraints.maxLength = maxLength;
  // No maxLength on the phone: a pasted '+91 98765 43210' must reach the input's digit filter whole.
  if (kind === 'phone') constraints.inputMode = 'numeric';
  if (kind === 'year') Object.assign(constraints, { maxLength: 4, inputMode: 'numeric' });
  if (kind === 'count') {
    const max = firstNumber(parts.map((p) => p.maxValue));
    Object.assign(constraints, { min: 0, inputMode: 'numeric', ...(max === undefined ? {} : { max }) });
  }
  if (kind === 'rupees') constraints.inputMode = 'numeric';
  return constraints;
};
