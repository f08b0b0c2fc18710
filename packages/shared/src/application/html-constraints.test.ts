import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELDS } from './application-fields.ts';
import { HEADCOUNT_MAX, TEXT_MAX } from '../limits.ts';
import { htmlConstraints } from './html-constraints.ts';
import { ruleOf } from '../schemas/application.ts';

describe('htmlConstraints', () => {
  it('reads maxLength and required from the field catalogue and the text limits', () => {
    expect(htmlConstraints('companyName')).toEqual({ required: true, maxLength: TEXT_MAX.companyName });
    expect(htmlConstraints('description')).toEqual({ required: true, maxLength: TEXT_MAX.description });
    expect(htmlConstraints('email')).toEqual({ required: true, maxLength: TEXT_MAX.email });
    expect(htmlConstraints('otherSector')).toEqual({ maxLength: TEXT_MAX.otherSector });
    expect(htmlConstraints('dpiitNumber')).toEqual({ maxLength: TEXT_MAX.dpiitNumber });
    expect(htmlConstraints('state')).toEqual({ required: true });
    expect(htmlConstraints('videoUrl')).toEqual({});
  });

  it('lets head counts start at 0 in the form (saved as at least 1) up to the rule’s maximum', () => {
    expect(htmlConstraints('foundersCount')).toEqual({ min: 0, max: HEADCOUNT_MAX, inputMode: 'numeric' });
  });

  it('asks for digits where digits are read, and never caps a phone a founder may paste with spaces', () => {
    expect(htmlConstraints('phone')).toEqual({ required: true, inputMode: 'numeric' });
    expect(htmlConstraints('foundingYear')).toEqual({ required: true, maxLength: 4, inputMode: 'numeric' });
    expect(htmlConstraints('equityFunding')).toEqual({ inputMode: 'numeric' });
    expect(htmlConstraints('hasDpiitCertification')).toEqual({});
  });
});

/** A zod rule as the test reads it: the maximum length or value its checks hold. */
interface Inspectable {
  maxLength?: number | null;
  maxValue?: number;
  in?: unknown;
  out?: unknown;
  def?: { type?: string; innerType?: unknown };
}
/** The schema a typed value meets first (through optional, default and transform steps), then the one it is saved as. */
const layers = (schema: unknown): Inspectable[] => {
  const node = schema as Inspectable | undefined;
  if (!node) return [];
  if (node.in !== undefined && node.out !== undefined) return [...layers(node.in), ...layers(node.out)];
  if (node.def?.innerType !== undefined && (node.def.type === 'optional' || node.def.type === 'default'))
    return layers(node.def.innerType);
  return [node];
};
const firstNumber = (values: (number | null | undefined)[]): number | undefined =>
  values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));

describe('the form controls and the step schemas agree', () => {
  const typed = APPLICATION_FIELDS.filter((f) => f.kind !== 'file' && f.kind !== 'yesNo');

  it.each(typed.map((f) => [f.key, f] as const))('%s: required exactly when its rule refuses a blank', (key, entry) => {
    const rule = ruleOf(key);
    expect(rule).not.toBeNull();
    expect(entry.requiredToSave).toBe(!rule!.safeParse('').success);
    expect(htmlConstraints(key).required ?? false).toBe(entry.requiredToSave);
  });

  it.each(typed.filter((f) => ['text', 'longText', 'email', 'otherSector'].includes(f.kind)).map((f) => [f.key] as const))(
    '%s: the same maximum length as its rule',
    (key) => {
      expect(htmlConstraints(key).maxLength).toBe(firstNumber(layers(ruleOf(key)).map((p) => p.maxLength)));
    },
  );

  it.each(typed.filter((f) => f.kind === 'count').map((f) => [f.key] as const))('%s: the same maximum as its rule', (key) => {
    expect(htmlConstraints(key).max).toBe(firstNumber(layers(ruleOf(key)).map((p) => p.maxValue)));
  });
});
