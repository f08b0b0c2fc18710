/**
 * Devanagari digits (०–९) typed on a Hindi keyboard read as the ASCII digits 0–9. The shared schemas
 * apply this before they validate, so the browser and the server read "२०२१" as 2021 alike.
 */
const DEVANAGARI_ZERO = 0x0966;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

export const asciiDigits = (text: string): string =>
  text.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

/** The same for any typed value: strings are normalised, anything else is left as it is. */
export const asciiDigitsOf = <T>(value: T): T | string => (typeof value === 'string' ? asciiDigits(value) : value);
