import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inScript, type DigitScript } from '../format/digits.ts';
import { groupIndian } from '../format/rupees.ts';
import { answerSchema, answersSchema, stepQuestions } from './answer-schema.ts';
import {
  OWN_QUESTION_MESSAGES,
  OWN_QUESTION_MESSAGES_HI,
  ownQuestionMessages,
  type OwnQuestionMessages,
} from './own-question-messages.ts';
import { OWN_QUESTION_LIMITS, QUESTION_KIND_IDS, type QuestionKind } from './question-kinds.ts';
import { missingHindi, questionListSchema, questionSchema, type Question } from './question-schema.ts';

const LOCALES = ['en', 'hi'] as const;
const SCRIPTS: DigitScript[] = ['latin', 'devanagari', 'bengali', 'tamil', 'extendedArabicIndic'];

const options = [
  { id: 'a', labelEn: 'Radio', labelHi: 'रेडियो' },
  { id: 'b', labelEn: 'A friend', labelHi: 'एक दोस्त' },
  { id: 'c', labelEn: 'Newspaper', labelHi: 'अख़बार' },
];

/** A question of the kind, with generated limits where the kind has them. */
const questionOf = (kind: QuestionKind, required: boolean): fc.Arbitrary<Question> => {
  const base = { id: 'q1', labelEn: 'How did you hear of us?', labelHi: 'आपने हमारे बारे में कैसे सुना?', required, step: 'company' };
  const extra: fc.Arbitrary<Record<string, unknown>> =
    kind === 'long_text'
      ? fc.record({ maxChars: fc.integer({ min: 1, max: 3000 }) })
      : kind === 'whole_number'
        ? fc
            .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 5000 }))
            .map(([min, span]) => ({ min, max: min + span }))
        : kind === 'amount'
          ? fc.record({ max: fc.option(fc.integer({ min: 1, max: 10 ** 9 }), { nil: null }) })
          : kind === 'one_choice' || kind === 'several_choices'
            ? fc.constant({ options })
            : fc.constant({});
  return extra.map((e) => questionSchema.parse({ kind, ...base, ...e }));
};

const padded = (text: string) => fc.constantFrom(text, ` ${text} `, `${text}\n`);
const dateText = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Answers the question accepts, as typed or sent, with the value that is stored. */
const validAnswer = (q: Question): fc.Arbitrary<[unknown, unknown]> => {
  switch (q.kind) {
    case 'short_text':
    case 'long_text': {
      const max = q.kind === 'long_text' ? q.maxChars : OWN_QUESTION_LIMITS.shortTextMax;
      return fc
        .string({ minLength: 1, maxLength: max, unit: 'grapheme-ascii' })
        .map((s) => s.trim())
        .filter((s) => s.length > 0)
        .chain((s) => padded(s).map((typed): [unknown, unknown] => [typed, s]));
    }
    case 'whole_number':
      return fc
        .tuple(fc.integer({ min: q.min ?? -1e6, max: q.max ?? 1e6 }), fc.constantFrom(...SCRIPTS), fc.boolean())
        .map(([n, script, asText]): [unknown, unknown] => [asText ? inScript(String(n), script) : n, n]);
    case 'amount':
      return fc
        .tuple(
          fc.integer({ min: 0, max: q.max ?? 10 ** 12 }),
          fc.constantFrom(...SCRIPTS),
          fc.constantFrom('plain', 'indian', 'rupee'),
        )
        .map(([n, script, style]): [unknown, unknown] => {
          const text = style === 'plain' ? String(n) : style === 'indian' ? groupIndian(n) : `₹${groupIndian(n)}`;
          return [inScript(text, script), n];
        });
    case 'yes_no':
      return fc.boolean().map((b): [unknown, unknown] => [b, b]);
    case 'one_choice':
      return fc.constantFrom(...q.options.map((o) => o.id)).map((id): [unknown, unknown] => [id, id]);
    case 'several_choices':
      return fc
        .subarray(
          q.options.map((o) => o.id),
          { minLength: 1 },
        )
        .chain((ids) => fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }))
        .map((ids): [unknown, unknown] => [ids, q.options.map((o) => o.id).filter((id) => ids.includes(id))]);
    case 'date':
      return fc.tuple(dateText, fc.constantFrom(...SCRIPTS)).map(([d, script]): [unknown, unknown] => [inScript(d, script), d]);
  }
};

/** Answers the question refuses, with the message it refuses them with. */
const invalidAnswer = (q: Question): fc.Arbitrary<[unknown, (say: OwnQuestionMessages) => string]> => {
  const notString = fc.oneof(fc.integer(), fc.boolean(), fc.constant({ text: 'x' }));
  switch (q.kind) {
    case 'short_text':
    case 'long_text': {
      const max = q.kind === 'long_text' ? q.maxChars : OWN_QUESTION_LIMITS.shortTextMax;
      return fc.oneof(
        notString.map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.NOT_TEXT]),
        fc
          .string({ minLength: max + 1, maxLength: max + 40, unit: fc.constantFrom('क', 'a', '1') })
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.TEXT_TOO_LONG(max)]),
      );
    }
    case 'whole_number': {
      const { min, max } = q as { min: number; max: number };
      return fc.oneof(
        fc
          .oneof(
            fc.constantFrom('twelve', '1.5', '1e3', '--3', '७.५'),
            fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
          )
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.NOT_WHOLE_NUMBER]),
        fc
          .integer({ min: min - 10_000, max: min - 1 })
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.NUMBER_TOO_SMALL(min)]),
        fc
          .integer({ min: max + 1, max: max + 10_000 })
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [String(v), (say) => say.NUMBER_TOO_LARGE(max)]),
      );
    }
    case 'amount':
      return fc.oneof(
        fc
          .constantFrom('2.5 lakh', '12.50', '2,5,000', 'abc', '₹ten')
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.AMOUNT_NOT_WHOLE_RUPEES]),
        fc
          .integer({ min: 1, max: 10 ** 6 })
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [`-${v}`, (say) => say.AMOUNT_NEGATIVE]),
        fc
          .integer({ min: (q.max ?? 10 ** 12) + 1, max: (q.max ?? 10 ** 12) + 10 ** 6 })
          .map((v): [unknown, (say: OwnQuestionMessages) => string] => [groupIndian(v), (say) => say.AMOUNT_TOO_LARGE]),
      );
    case 'yes_no':
      return fc
        .oneof(fc.constantFrom('yes', 'no', 'true', 1, 0), fc.integer(), fc.constant(['yes']))
        .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.YES_NO_INVALID]);
    case 'one_choice':
      return fc
        .oneof(
          fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !['a', 'b', 'c'].includes(s)),
          fc.constant(['a']),
          fc.integer(),
        )
        .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.CHOICE_INVALID]);
    case 'several_choices':
      return fc
        .oneof(
          fc
            .tuple(
              fc.constant('a'),
              fc.string().filter((s) => !['a', 'b', 'c'].includes(s)),
            )
            .map((ids): unknown => ids),
          fc.constant('a'),
          fc.constant([1, 2]),
        )
        .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.CHOICES_INVALID]);
    case 'date':
      return fc
        .oneof(
          fc.constantFrom('2023-02-30', '2023-13-01', '31/12/2023', '1899-12-31', '2101-01-01', 'कल', '२०२३-०२-२९'),
          fc.integer(),
        )
        .map((v): [unknown, (say: OwnQuestionMessages) => string] => [v, (say) => say.DATE_INVALID]);
  }
};

/** The server reads what the browser sent as JSON: the same answer, through the same schema, after the trip. */
const overTheWire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

const parseBoth = (q: Question, value: unknown, locale: string) => {
  const browser = answersSchema([q], locale).safeParse({ [q.id]: value });
  const server = answersSchema([q], locale).safeParse(JSON.parse(JSON.stringify({ [q.id]: overTheWire(value) })));
  return { browser, server };
};

describe('a cohort’s own questions: answers (issue 50)', () => {
  for (const kind of QUESTION_KIND_IDS) {
    describe(kind, () => {
      it('accepts generated valid answers, in any script’s digits, and stores them typed', () => {
        fc.assert(
          fc.property(
            fc
              .boolean()
              .chain((required) => questionOf(kind, required))
              .chain((q) => fc.tuple(fc.constant(q), validAnswer(q))),
            fc.constantFrom(...LOCALES),
            ([q, [typed, stored]], locale) => {
              const { browser, server } = parseBoth(q, typed, locale);
              expect(browser.success && browser.data[q.id]).toEqual(stored);
              expect(server.success && server.data[q.id]).toEqual(stored);
            },
          ),
        );
      });

      it('refuses generated invalid answers with the kind’s message, in the founder’s language, the same in the browser and on the server', () => {
        fc.assert(
          fc.property(
            fc
              .boolean()
              .chain((required) => questionOf(kind, required))
              .chain((q) => fc.tuple(fc.constant(q), invalidAnswer(q))),
            fc.constantFrom(...LOCALES),
            ([q, [typed, expected]], locale) => {
              const { browser, server } = parseBoth(q, typed, locale);
              const message = expected(ownQuestionMessages(locale));
              expect(browser.success).toBe(false);
              expect(browser.error?.issues.map((i) => [i.path, i.message])).toEqual([[[q.id], message]]);
              expect(server.error?.issues.map((i) => [i.path, i.message])).toEqual([[[q.id], message]]);
            },
          ),
        );
      });

      it('refuses a blank answer to a required question, and keeps a blank optional one as null', () => {
        fc.assert(
          fc.property(questionOf(kind, true), fc.constantFrom(undefined, null, '', '   ', []), (q, blank) => {
            expect(answerSchema(q, 'hi').safeParse(blank).error?.issues[0]?.message).toBe(OWN_QUESTION_MESSAGES_HI.REQUIRED);
            expect(answerSchema(q, 'en').safeParse(blank).error?.issues[0]?.message).toBe(OWN_QUESTION_MESSAGES.REQUIRED);
            expect(answerSchema({ ...q, required: false }, 'en').parse(blank)).toBeNull();
          }),
        );
      });
    });
  }

  it('refuses an answer to a question that is not in the set (another cohort’s, or removed), by its id', () => {
    const q = questionSchema.parse({ kind: 'yes_no', id: 'women_led', labelEn: 'Women-led?', step: 'company' });
    const result = answersSchema([q], 'hi').safeParse({ women_led: true, other_cohort_q: 'x' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([OWN_QUESTION_MESSAGES_HI.UNKNOWN_QUESTION]);
    expect(answersSchema([q], 'en').parse({})).toEqual({ women_led: null });
  });

  it('a required question left out of the answers is refused', () => {
    const q = questionSchema.parse({ kind: 'yes_no', id: 'women_led', labelEn: 'Women-led?', step: 'company', required: true });
    expect(
      answersSchema([q], 'hi')
        .safeParse({})
        .error?.issues.map((i) => [i.path, i.message]),
    ).toEqual([[['women_led'], OWN_QUESTION_MESSAGES_HI.REQUIRED]]);
  });

  it('a step’s questions are those put on it, in the form’s order', () => {
    const list = questionListSchema.parse([
      { kind: 'date', id: 'd', labelEn: 'Date', step: 'funding' },
      { kind: 'yes_no', id: 'y', labelEn: 'Yes?', step: 'company' },
      { kind: 'short_text', id: 's', labelEn: 'Text', step: 'funding' },
    ]);
    expect(stepQuestions(list, 'funding').map((q) => q.id)).toEqual(['d', 's']);
  });
});

describe('a question’s definition (issue 50)', () => {
  it('hides text answers in blind review by default and shows the other kinds', () => {
    for (const kind of QUESTION_KIND_IDS) {
      const q = questionSchema.parse({
        kind,
        id: 'q',
        labelEn: 'Q',
        step: 'business',
        ...(kind.endsWith('choice') || kind === 'several_choices' ? { options } : {}),
      });
      expect([kind, q.hideInBlindReview]).toEqual([kind, kind === 'short_text' || kind === 'long_text']);
    }
  });

  it('refuses repeated ids, too few options, reversed limits and an empty English label', () => {
    const yesNo = { kind: 'yes_no', id: 'q', labelEn: 'Q', step: 'company' };
    expect(questionListSchema.safeParse([yesNo, yesNo]).success).toBe(false);
    expect(questionSchema.safeParse({ ...yesNo, kind: 'one_choice', options: options.slice(0, 1) }).success).toBe(false);
    expect(questionSchema.safeParse({ ...yesNo, kind: 'whole_number', min: 5, max: 4 }).success).toBe(false);
    expect(questionSchema.safeParse({ ...yesNo, labelEn: '  ' }).success).toBe(false);
    expect(questionSchema.safeParse({ ...yesNo, step: 'review' }).success).toBe(false);
  });

  it('names each text that still lacks its Hindi', () => {
    const list = questionListSchema.parse([
      { kind: 'yes_no', id: 'done', labelEn: 'Done', labelHi: 'हो गया', step: 'company' },
      {
        kind: 'one_choice',
        id: 'src',
        labelEn: 'Source',
        labelHi: 'स्रोत',
        helpEn: 'Pick one',
        step: 'company',
        options: [options[0], { id: 'x', labelEn: 'Other' }],
      },
      { kind: 'date', id: 'd', labelEn: 'Start date', step: 'company' },
    ]);
    expect(missingHindi(list)).toEqual([
      { id: 'src', labelEn: 'Source', missing: ['help text', 'option “Other”'] },
      { id: 'd', labelEn: 'Start date', missing: ['question'] },
    ]);
  });
});
