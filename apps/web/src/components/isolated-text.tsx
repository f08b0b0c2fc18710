import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with the values put into it (an email address, a name, a cohort or company name, a phone
 * number) each in `<bdi>`: in Urdu's right-to-left text a Latin address or name keeps its own order and does not
 * pull the punctuation around it out of place (docs/languages.md, "Right to left").
 */
export const IsolatedText = ({ text, values }: { text: string; values: readonly string[] }): ReactNode => {
  const wanted = values.filter((value) => value !== '');
  if (wanted.length === 0) return text;
  const escaped = wanted.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`));
  return parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : <Fragment key={i}>{part}</Fragment>));
};
