/**
 * Digits typed on an Indian (or Urdu) keyboard read as the ASCII digits 0–9. Each script's zero starts a run of
 * ten digits in its Unicode block. The shared schemas apply this before they validate, so the browser and the
 * server read "२०२१" or "۲۰۲۱" as 2021 alike.
 */
export const DIGIT_SCRIPTS = {
  latin: 0x0030,
  devanagari: 0x0966,
  bengali: 0x09e6,
  gurmukhi: 0x0a66,
  gujarati: 0x0ae6,
  odia: 0x0b66,
  tamil: 0x0be6,
  telugu: 0x0c66,
  kannada: 0x0ce6,
  malayalam: 0x0d66,
  arabicIndic: 0x0660,
  /** Urdu's digits (۰–۹), which differ from the Arabic ones in 4, 5, 6 and 7. */
  extendedArabicIndic: 0x06f0,
} as const;
export type DigitScript = keyof typeof DIGIT_SCRIPTS;

const OTHER_ZEROS = Object.values(DIGIT_SCRIPTS).filter((zero) => zero !== DIGIT_SCRIPTS.latin);
const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
const OTHER_DIGIT = new RegExp(`[${OTHER_ZEROS.map((zero) => `${hex(zero)}-${hex(zero + 9)}`).join('')}]`, 'g');

const asciiDigit = (digit: string): string => {
  const code = digit.charCodeAt(0);
  const zero = OTHER_ZEROS.find((z) => code >= z && code <= z + 9)!;
  return String(code - zero);
};

/** The ten digits of a script, 0 to 9 (for tests and for showing which digits a language uses). */
export const digitsOf = (script: DigitScript): string =>
  Array.from({ length: 10 }, (_, n) => String.fromCharCode(DIGIT_SCRIPTS[script] + n)).join('');

/** An ASCII number written in a script's digits. */
export const inScript = (text: string, script: DigitScript): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(DIGIT_SCRIPTS[script] + Number(digit)));

export const asciiDigits = (text: string): string => text.replace(OTHER_DIGIT, asciiDigit);

/** The same for any typed value: strings are normalised, anything else is left as it is. */
export const asciiDigitsOf = <T>(value: T): T | string => (typeof value === 'string' ? asciiDigits(value) : value);

/** Only the digits of what was typed, other scripts' digits read as ASCII: for codes and numbers where spaces and dashes are noise. */
export const typedDigits = (text: string): string => asciiDigits(text).replace(/\D/g, '');
