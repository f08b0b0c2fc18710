/**
 * Digits typed on an Indian keyboard read as the ASCII digits 0–9: Devanagari (०–९) and the digits of Bengali,
 * Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada and Malayalam. Each script's zero starts a run of ten digits in
 * its Unicode block. The shared schemas apply this before they validate, so the browser and the server read "२०२१"
 * as 2021 alike.
 */
const INDIAN_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66] as const;
const INDIAN_DIGIT = new RegExp(
  `[${INDIAN_ZEROS.map((zero) => `\\u${zero.toString(16).padStart(4, '0')}-\\u${(zero + 9).toString(16).padStart(4, '0')}`).join('')}]`,
  'g',
);

const asciiDigit = (digit: string): string => {
  const code = digit.charCodeAt(0);
  const zero = INDIAN_ZEROS.find((z) => code >= z && code <= z + 9)!;
  return String(code - zero);
};

export const asciiDigits = (text: string): string => text.replace(INDIAN_DIGIT, asciiDigit);

/** The same for any typed value: strings are normalised, anything else is left as it is. */
export const asciiDigitsOf = <T>(value: T): T | string => (typeof value === 'string' ? asciiDigits(value) : value);

/** Only the digits of what was typed, Indian digits read as ASCII: for codes and numbers where spaces and dashes are noise. */
export const typedDigits = (text: string): string => asciiDigits(text).replace(/\D/g, '');
