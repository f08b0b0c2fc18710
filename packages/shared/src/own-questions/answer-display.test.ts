import { describe, expect, it } from 'vitest';
import { answerFilterMatch, filterOptions, formatAnswer, isFilterable } from './answer-display.ts';
import { questionSchema, type QuestionInput } from './question-schema.ts';

const q = (input: Partial<QuestionInput> & Pick<QuestionInput, 'kind'>) =>
  questionSchema.parse({ id: 'q', labelEn: 'Q', step: 'company', ...input } as QuestionInput);
const options = [
  { id: 'radio', labelEn: 'Radio' },
  { id: 'friend', labelEn: 'A friend' },
];

describe('own questions on the console', () => {
  it('shows each kind of answer as the console reads it, and a blank one as not answered', () => {
    expect(formatAnswer(q({ kind: 'amount' }), 250000)).toBe('₹2,50,000');
    expect(formatAnswer(q({ kind: 'amount' }), 0)).toBe('₹0');
    expect(formatAnswer(q({ kind: 'whole_number' }), -1234567)).toBe('-12,34,567');
    expect(formatAnswer(q({ kind: 'yes_no' }), true)).toBe('Yes');
    expect(formatAnswer(q({ kind: 'yes_no' }), false)).toBe('No');
    expect(formatAnswer(q({ kind: 'one_choice', options }), 'friend')).toBe('A friend');
    expect(formatAnswer(q({ kind: 'several_choices', options }), ['radio', 'friend'])).toBe('Radio, A friend');
    // An option id the version no longer names is shown as it was stored, not dropped.
    expect(formatAnswer(q({ kind: 'one_choice', options }), 'tv')).toBe('tv');
    expect(formatAnswer(q({ kind: 'date' }), '2024-08-05')).toBe('5 Aug 2024');
    expect(formatAnswer(q({ kind: 'short_text' }), 'Hello')).toBe('Hello');
    for (const blank of [null, undefined, '', []])
      expect(formatAnswer(q({ kind: 'several_choices', options }), blank)).toBeNull();
  });

  it('filters by yes/no and choice questions only, by their own options', () => {
    const questions = [
      q({ kind: 'yes_no', id: 'led' }),
      q({ kind: 'one_choice', id: 'heard', options }),
      q({ kind: 'short_text', id: 'name' }),
    ];
    expect(questions.map(isFilterable)).toEqual([true, true, false]);
    expect(filterOptions(questions[0] as never).map((o) => o.value)).toEqual(['yes', 'no']);
    expect(answerFilterMatch(questions, 'led', 'no')).toEqual({ ok: true, questionId: 'led', value: false });
    expect(answerFilterMatch(questions, 'heard', 'radio')).toEqual({ ok: true, questionId: 'heard', value: 'radio' });
    expect(answerFilterMatch(questions, 'heard', 'tv')).toMatchObject({ ok: false });
    expect(answerFilterMatch(questions, 'name', 'yes')).toMatchObject({ ok: false });
    expect(answerFilterMatch(questions, 'gone', 'yes')).toMatchObject({ ok: false });
  });
});
