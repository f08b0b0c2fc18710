import { asciiDigits } from '../format/digits.ts';
import { readRupees } from '../format/rupees.ts';
import { FUNDING_MAX_RUPEES } from '../limits.ts';
import type { OwnQuestionMessages } from './own-question-messages.ts';
import { OWN_QUESTION_LIMITS } from './question-kinds.ts';
import type { Question } from './question-schema.ts';

/** A stored answer: text, a whole number (rupees for amounts), yes/no, an option id, option ids, or a date (YYYY-MM-DD). */
export type AnswerValue = string | number | boolean | string[];
export type AnswerReading = { ok: true; value: AnswerValue | null } | { ok: false; message: string };

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const WHOLE = /^-?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const readWholeNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = asciiDigits(value).replace(/[\s,]/g, '');
  if (!WHOLE.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= OWN_QUESTION_LIMITS.numberBound ? n : null;
};

const readDate = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = asciiDigits(value).trim();
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return text >= OWN_QUESTION_LIMITS.dateMin && text <= OWN_QUESTION_LIMITS.dateMax ? text : null;
};

/**
 * Reads one answer to one question, as the wizard checks it and the server stores it (the same function under
 * both, through `answerSchema`): a blank answer is null (refused when the question is required); digits of any
 * Indian script read as ASCII; amounts are read as the funding fields' are.
 */
export const readAnswer = (question: Question, value: unknown, say: OwnQuestionMessages): AnswerReading => {
  if (isBlank(value)) return question.required ? { ok: false, message: say.REQUIRED } : { ok: true, value: null };
  const refuse = (message: string): AnswerReading => ({ ok: false, message });
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return refuse(say.NOT_TEXT);
      const max = question.kind === 'long_text' ? question.maxChars : OWN_QUESTION_LIMITS.shortTextMax;
      const text = value.trim();
      return text.length > max ? refuse(say.TEXT_TOO_LONG(max)) : { ok: true, value: text };
    }
    case 'whole_number': {
      const n = readWholeNumber(value);
      if (n === null) return refuse(say.NOT_WHOLE_NUMBER);
      if (question.min !== null && n < question.min) return refuse(say.NUMBER_TOO_SMALL(question.min));
      if (question.max !== null && n > question.max) return refuse(say.NUMBER_TOO_LARGE(question.max));
      return { ok: true, value: n };
    }
    case 'amount': {
      const reading = readRupees(value);
      if (!reading.ok) {
        if (reading.reason === 'negative') return refuse(say.AMOUNT_NEGATIVE);
        return refuse(reading.reason === 'too-large' ? say.AMOUNT_TOO_LARGE : say.AMOUNT_NOT_WHOLE_RUPEES);
      }
      const max = question.max ?? FUNDING_MAX_RUPEES;
      return reading.rupees > max ? refuse(say.AMOUNT_TOO_LARGE) : { ok: true, value: reading.rupees };
    }
    case 'yes_no':
      return typeof value === 'boolean' ? { ok: true, value } : refuse(say.YES_NO_INVALID);
    case 'one_choice':
      return typeof value === 'string' && question.options.some((o) => o.id === value)
        ? { ok: true, value }
        : refuse(say.CHOICE_INVALID);
    case 'several_choices': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return refuse(say.CHOICES_INVALID);
      const chosen = new Set(value as string[]);
      if (![...chosen].every((id) => question.options.some((o) => o.id === id))) return refuse(say.CHOICES_INVALID);
      return { ok: true, value: question.options.filter((o) => chosen.has(o.id)).map((o) => o.id) };
    }
    case 'date': {
      const date = readDate(value);
      return date === null ? refuse(say.DATE_INVALID) : { ok: true, value: date };
    }
  }
};
