/**
 * The class names Mantine's input components put on their elements (its Input, Radio and ComboboxChevron CSS
 * modules), so that a plain element carrying them looks exactly like the component. app/plain-markup.test.ts
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

export const RADIO_CLASSES = {
  root: 'm_f3f1af94',
  card: 'm_5f75b09e',
  body: 'm_5f6e695e',
  inner: 'm_89c4f5e4',
  radio: 'm_8a3dbb89',
  icon: 'm_f3ed6b2b',
  labelWrapper: 'm_d3ea56bb',
  label: 'm_8ee546b8',
} as const;

export const CHEVRON_CLASS = 'm_2943220b';

/** The size every field of the portal has (Mantine's default, sm). */
export const FIELD_SIZE = 'sm';

/** A size in px as Mantine writes it in its styles (rem, scaled). */
export const mantineRem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
