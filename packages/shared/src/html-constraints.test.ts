import { describe, expect, it } from 'vitest';
import { HEADCOUNT_MAX, TEXT_MAX } from './limits.ts';
import { htmlConstraints } from './html-constraints.ts';

describe('htmlConstraints', () => {
  it('reads maxLength and required from the shared rules', () => {
    expect(htmlConstraints('companyName')).toEqual({ required: true, maxLength: TEXT_MAX.companyName });
    expect(htmlConstraints('description')).toEqual({ required: true, maxLength: TEXT_MAX.description });
    expect(htmlConstraints('email')).toEqual({ required: true, maxLength: TEXT_MAX.email });
    expect(htmlConstraints('otherSector')).toEqual({ maxLength: TEXT_MAX.otherSector });
    expect(htmlConstraints('state')).toEqual({ required: true });
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
