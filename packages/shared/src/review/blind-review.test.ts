import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELDS } from '../application/application-fields.ts';
import {
  BLIND_FIELD_RULES,
  BLIND_REVIEW_TEXTS,
  blindApplicationFields,
  blindFileName,
  withholdIdentity,
} from './blind-review.ts';

const W = BLIND_REVIEW_TEXTS.withheld;
const ASHA = { name: 'Asha Kumari Rao', email: 'asha.rao@example.com', phone: '9876543210' };

describe('withholdIdentity', () => {
  it('withholds the founder however they are written, and keeps every other word', () => {
    expect(withholdIdentity('Called ASHA at asha.rao@example.com (98765 43210)', ASHA)).toBe(`Called ${W} at ${W} (${W})`);
    expect(withholdIdentity('Founded by AshaKumariRao and kumari-rao', ASHA)).toBe(`Founded by ${W} and ${W}-${W}`);
    expect(withholdIdentity('asha.rao at example dot com', ASHA)).toBe(`${W} at example dot com`);
    expect(withholdIdentity('Cold storage for farmers in Raozan village', ASHA)).toBe(
      'Cold storage for farmers in Raozan village',
    );
  });
  it('withholds any email, phone-like number and handle, whoever they belong to', () => {
    for (const phone of ['+91-98123-45670', '+91 9812345670', '(+91) 98123 45 670', '0091 98123.45670', '९८१२३४५६७०'])
      expect(withholdIdentity(`call ${phone} now`, ASHA), phone).not.toMatch(/\d{3}|[०-९]{3}/);
    expect(withholdIdentity('write to team@gramsolar.in or @gramsolar', ASHA)).toBe(`write to ${W} or ${W}`);
    expect(withholdIdentity('₹2,50,00,000 raised in 2024 from 12 investors', ASHA)).toBe(
      '₹2,50,00,000 raised in 2024 from 12 investors',
    );
  });
});

describe('blind fields and file names', () => {
  it('withholds name, email and phone, scrubs typed words, keeps choices and amounts', () => {
    expect(BLIND_FIELD_RULES).toMatchObject({ name: 'withhold', email: 'withhold', phone: 'withhold', description: 'scrub' });
    expect(APPLICATION_FIELDS.every((f) => f.key in BLIND_FIELD_RULES)).toBe(true);
    const record = { ...ASHA, description: 'By Asha', sector: 'agriculture', otherSector: 'Asha tools', equityFunding: 10 };
    expect(blindApplicationFields(record, ASHA)).toEqual({
      name: null,
      email: null,
      phone: null,
      description: `By ${W}`,
      sector: 'agriculture',
      otherSector: `${W} tools`,
      equityFunding: 10,
    });
  });
  it('names files by their kind, with an extension only the kind accepts', () => {
    expect(blindFileName('pitch_deck', 'Asha Rao deck.PDF')).toBe('Pitch Deck.pdf');
    expect(blindFileName('video', 'asha')).toBe('Video Pitch');
    expect(blindFileName('video', 'pitch.asha')).toBe('Video Pitch');
    expect(blindFileName('unknown', 'asha.pdf')).toBe('Document');
  });
});
