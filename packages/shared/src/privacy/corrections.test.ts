import { describe, expect, it } from 'vitest';
import { CORRECTABLE_FIELDS, correctionNote, guessCorrectableField } from './corrections.ts';
import { HI_PATTERNS } from '../i18n/hi/patterns.ts';
import { HI_FIELD_LABELS } from '../i18n/hi/field-labels.ts';
import { FIELD_LABELS } from '../application/application-fields.ts';

describe('corrections', () => {
  it('lets a correction change the founder’s typed answers only, never the files', () => {
    expect(CORRECTABLE_FIELDS).toContain('city');
    expect(CORRECTABLE_FIELDS).toContain('equityFunding');
    for (const file of ['videoUrl', 'financialStatementUrl', 'pitchDeckUrl']) expect(CORRECTABLE_FIELDS).not.toContain(file);
  });

  it('guesses the answer a founder named in their own words, or leaves the choice to the admin', () => {
    expect(guessCorrectableField('City')).toBe('city');
    expect(guessCorrectableField('  company name ')).toBe('companyName');
    expect(guessCorrectableField('My founding year is wrong')).toBe('foundingYear');
    expect(guessCorrectableField('teamSize')).toBe('teamSize');
    expect(guessCorrectableField('the spelling')).toBeNull();
  });

  it('says what a resolved request changed, and Hindi says it with the Hindi labels', () => {
    const note = correctionNote(['city', 'foundingYear']);
    expect(note).toBe('Corrected: City, Founding Year');
    const pattern = HI_PATTERNS.find((p) => p.pattern.test(note))!;
    const labels = new Map<string, string>(
      Object.entries(FIELD_LABELS).map(([key, en]) => [en, HI_FIELD_LABELS[key as keyof typeof FIELD_LABELS]]),
    );
    expect(pattern.say(note.match(pattern.pattern)!, (text) => labels.get(text) ?? text)).toBe('सुधारा गया: शहर, स्थापना का वर्ष');
  });
});
