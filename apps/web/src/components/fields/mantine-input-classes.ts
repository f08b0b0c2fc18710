/**
 * The class names Mantine's Input CSS module gives the parts of a field, so that a plain element carrying them looks
 * exactly like the component. Here only the classes every page has styles for (app/styles/shell.css): a page loads
 * this file with its first field, and e2e/bundle-budget.spec.ts fails a page whose scripts hold classes its CSS
 * lacks (the radio's, the checkbox's and the select chevron's are in their own files). app/plain-markup.test.ts
 * renders both and fails when a Mantine update changes them.
 */
export const INPUT_CLASSES = {
  root: 'm_46b77525',
  label: 'm_8fdc1311',
  required: 'm_78a94662',
  description: 'm_fe47ce59',
  error: 'm_8f816625',
  wrapper: 'm_6c018570',
  input: 'm_8fb7ebe7',
  section: 'm_82577fc2',
} as const;

/** The size every field of the portal has (Mantine's default, sm). */
export const FIELD_SIZE = 'sm';

/** A size in px as Mantine writes it in its styles (rem, scaled). */
export const mantineRem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
