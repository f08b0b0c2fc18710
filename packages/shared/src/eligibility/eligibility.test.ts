import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../locales.ts';
import { answersSchema } from '../own-questions/answer-schema.ts';
import { eligibilityTexts, refusalOf } from './eligibility-messages.ts';
import {
  asOwnQuestion,
  checkEligibility,
  eligibilityListSchema,
  eligibilityMissingHindi,
  type EligibilityQuestion,
} from './eligibility-schema.ts';

const options = [
  { id: 'a', labelEn: 'Alpha', labelHi: 'अल्फ़ा' },
  { id: 'b', labelEn: 'Beta', labelHi: 'बीटा' },
  { id: 'c', labelEn: 'Gamma', labelHi: 'गामा' },
];

/** Any valid check: up to 8 questions of the three kinds, each with a rule. */
const questionArb = (index: number): fc.Arbitrary<EligibilityQuestion> =>
  fc.oneof(
    fc.boolean().map((mustBe) => ({
      kind: 'yes_no' as const,
      id: `q${index}`,
      labelEn: `Q${index}?`,
      labelHi: `प्रश्न ${index}?`,
      reasonEn: '',
      reasonHi: '',
      mustBe,
    })),
    fc
      .tuple(fc.constantFrom('one_choice' as const, 'several_choices' as const), fc.subarray(['a', 'b', 'c'], { minLength: 1 }))
      .map(([kind, oneOf]) => ({
        kind,
        id: `q${index}`,
        labelEn: `Q${index}?`,
        labelHi: `प्रश्न ${index}?`,
        reasonEn: '',
        reasonHi: '',
        options,
        oneOf,
      })),
  );
const checkArb = fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => questionArb(i))));

/** An answer that meets the question's rule, and one that does not (but is still a valid answer). */
const passing = (q: EligibilityQuestion): fc.Arbitrary<boolean | string | string[]> =>
  q.kind === 'yes_no'
    ? fc.constant(q.mustBe)
    : q.kind === 'one_choice'
      ? fc.constantFrom(...q.oneOf)
      : fc
          .tuple(fc.constantFrom(...q.oneOf), fc.subarray(['a', 'b', 'c']))
          .map(([must, rest]) => ['a', 'b', 'c'].filter((o) => o === must || rest.includes(o)));
const failing = (q: EligibilityQuestion): fc.Arbitrary<boolean | string | string[]> | undefined => {
  const outside = ['a', 'b', 'c'].filter((o) => !(q.kind !== 'yes_no' && q.oneOf.includes(o)));
  if (q.kind === 'yes_no') return fc.constant(!q.mustBe);
  if (outside.length === 0) return undefined;
  return q.kind === 'one_choice' ? fc.constantFrom(...outside) : fc.subarray(outside, { minLength: 1 });
};

describe('checkEligibility', () => {
  it('passes every check whose answers meet each rule, in the browser and after a JSON round trip (the server)', () => {
    fc.assert(
      fc.property(
        checkArb.chain((qs) => fc.tuple(fc.constant(qs), fc.tuple(...qs.map(passing)))),
        ([questions, answers]) => {
          const byId = Object.fromEntries(questions.map((q, i) => [q.id, answers[i]!]));
          expect(eligibilityListSchema.parse(questions)).toEqual(questions);
          expect(checkEligibility(questions, byId)).toEqual({ eligible: true });
          const server = answersSchema(questions.map(asOwnQuestion), 'hi').parse(JSON.parse(JSON.stringify(byId)));
          expect(checkEligibility(questions, server)).toEqual({ eligible: true });
        },
      ),
    );
  });

  it('names the first question whose rule fails, whatever the later answers are', () => {
    fc.assert(
      fc.property(
        checkArb
          .filter((qs) => qs.some((q) => failing(q) !== undefined))
          .chain((qs) => {
            const firstFailable = qs.findIndex((q) => failing(q) !== undefined);
            return fc.tuple(
              fc.constant(qs),
              fc.integer({ min: firstFailable, max: qs.length - 1 }).filter((i) => failing(qs[i]!) !== undefined),
              fc.tuple(...qs.map(passing)),
            );
          })
          .chain(([qs, failAt, good]) =>
            fc.tuple(fc.constant(qs), fc.constant(failAt), fc.constant(good), failing(qs[failAt]!)!),
          ),
        ([questions, failAt, good, bad]) => {
          const byId = Object.fromEntries(questions.map((q, i) => [q.id, i === failAt ? bad : good[i]!]));
          expect(checkEligibility(questions, byId)).toEqual({ eligible: false, questionId: questions[failAt]!.id });
        },
      ),
    );
  });

  it('refuses an unanswered question or an answer of the wrong shape', () => {
    const q: EligibilityQuestion = {
      kind: 'yes_no',
      id: 'women',
      labelEn: 'Women-led?',
      labelHi: 'महिला नेतृत्व?',
      reasonEn: '',
      reasonHi: '',
      mustBe: true,
    };
    expect(checkEligibility([q], {})).toEqual({ eligible: false, questionId: 'women' });
    expect(checkEligibility([q], { women: 'true' })).toEqual({ eligible: false, questionId: 'women' });
    expect(checkEligibility([], {})).toEqual({ eligible: true });
  });
});

describe('the check as the team writes it', () => {
  it('refuses more than 8 questions, a rule naming an unknown option, and an empty rule', () => {
    const yes = (i: number) => ({ kind: 'yes_no', id: `q${i}`, labelEn: `Q${i}?`, mustBe: true });
    expect(eligibilityListSchema.safeParse(Array.from({ length: 9 }, (_, i) => yes(i))).success).toBe(false);
    expect(eligibilityListSchema.safeParse(Array.from({ length: 8 }, (_, i) => yes(i))).success).toBe(true);
    const choice = { kind: 'one_choice', id: 'c', labelEn: 'Stage?', options };
    expect(eligibilityListSchema.safeParse([{ ...choice, oneOf: ['z'] }]).error?.issues[0]?.message).toBe(
      'The rule names an option the question does not have.',
    );
    expect(eligibilityListSchema.safeParse([{ ...choice, oneOf: [] }]).success).toBe(false);
    expect(eligibilityListSchema.safeParse([{ kind: 'short_text', id: 't', labelEn: 'Name' }]).success).toBe(false);
  });

  it('lists what lacks Hindi', () => {
    const [q] = eligibilityListSchema.parse([
      { kind: 'yes_no', id: 'q', labelEn: 'Registered?', reasonEn: 'Only companies', mustBe: true },
    ]);
    expect(eligibilityMissingHindi([q!])).toEqual([{ id: 'q', labelEn: 'Registered?', missing: ['question', 'reason'] }]);
  });
});

describe('the refusal in the founder’s language', () => {
  const [q] = eligibilityListSchema.parse([
    {
      kind: 'yes_no',
      id: 'q',
      labelEn: 'Registered?',
      labelHi: 'पंजीकृत?',
      reasonEn: 'Only companies',
      reasonHi: 'केवल कंपनियाँ',
      mustBe: true,
    },
  ]);
  it('says the rule and the reason in every language, with the team’s Hindi text in Devanagari languages', () => {
    for (const { code } of LANGUAGES) {
      const refusal = refusalOf(q!, code);
      expect(refusal.rule).toContain(code === 'hi' || code === 'mr' ? 'पंजीकृत?' : 'Registered?');
      expect(refusal.reason).toBe(code === 'hi' || code === 'mr' ? 'केवल कंपनियाँ' : 'Only companies');
      if (code !== 'en') expect(refusal.rule).not.toBe(refusalOf(q!, 'en').rule);
      expect(eligibilityTexts(code).INTRO(3)).toContain('3');
    }
  });
});
