/**
 * Blind review's one rule for what a reviewer may read of a founder (issue 57): the server applies it on every path
 * that carries application data to a reviewer (apps/server/src/modules/review/blind-redaction.ts).
 *
 * - The founder's name, email and phone fields are withheld (null).
 * - Every free-text answer (company name, description, city, DPIIT number, the founder's own sector, correction
 *   requests, the team's notes and comments) keeps its words, but each part of the founder's name (also run
 *   together: "ZarinaQuill", "zarina.quill"), their email and its local part, any email address, any phone-like run
 *   of ten or more digits (spaces, dashes, dots, brackets, a +91 or 0091 prefix, any script's digits) and any
 *   @handle are replaced by BLIND_REVIEW_TEXTS.withheld.
 * - File names become the kind's label, with the extension only when it is one the kind accepts.
 */
import { APPLICATION_FIELDS, type FieldEntry, type FieldKey } from '../application/application-fields.ts';
import { SECTOR_VALUES } from '../application/options.ts';
import { UPLOAD_KINDS, isUploadKind } from '../uploads/files.ts';

/** The console's words for blind review (Hindi: i18n/hi/blind-review.ts). */
export const BLIND_REVIEW_TEXTS = {
  withheld: '[withheld for blind review]',
  notice: 'Blind review: the founder’s name, email, phone and file names are withheld, and so is any mention of them.',
  anotherApplication: 'Another application',
} as const;

/**
 * What identifies the founder: the application's own name, email and phone. The phone needs no pattern of its own:
 * every run of ten or more digits is withheld, however it is spaced.
 */
export interface FounderIdentity {
  name: string | null | undefined;
  email: string | null | undefined;
  phone: string | null | undefined;
}

/** A letter, mark or digit of any script: what a word is made of. */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = String.raw`[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)+`;
/** Ten or more digits (any script), with up to three separators between two: 98123 45670, (+91) 98123-456.70, ९८१२३…. */
const PHONE_LIKE = String.raw`(?:\+|\b00)?(?:\p{Nd}[\s.\-()/]{0,3}){9,}\p{Nd}`;
const HANDLE = String.raw`(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_.]{2,}`;
/** Name parts and email pieces shorter than this are not words of their own ("K.", "Md"). */
const PART_MIN = 2;

/**
 * The founder's own words to withhold: the email, the full name run together, and (as the group `word`, to be found
 * as whole words only) each part of the name and the email's pieces, longest first. Case-blind; no \p{…} class in it,
 * which case-blind matching makes slow to build (one is built per application).
 */
const identityPattern = (identity: FounderIdentity): RegExp | null => {
  const nameParts = (identity.name ?? '').split(/[^\p{L}\p{M}\p{N}]+/u).filter((p) => p.length >= PART_MIN);
  const email = (identity.email ?? '').trim();
  const local = email.split('@')[0] ?? '';
  const localParts = local.split(/[^\p{L}\p{M}\p{N}]+/u).filter((p) => p.length > PART_MIN);
  const words = [...new Set([...nameParts, local, ...localParts].filter((w) => w.length >= PART_MIN))];
  const patterns: string[] = [];
  if (email) patterns.push(escapeRegExp(email));
  // "Zarina Quillfeather" also as ZarinaQuillfeather, zarina.quillfeather, zarina_quillfeather, zarina-quillfeather.
  if (nameParts.length > 1) patterns.push(nameParts.map(escapeRegExp).join(String.raw`[ \t._\-]*`));
  if (words.length > 0)
    patterns.push(
      `(?<word>${words
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})`,
    );
  return patterns.length === 0 ? null : new RegExp(patterns.join('|'), 'gi');
};
const IS_WORD_CHAR = new RegExp(WORD_CHAR, 'u');

/** Any email, phone-like number or handle, whoever's: the same for every founder, so made once. */
const CONTACT_PATTERN = new RegExp([EMAIL, PHONE_LIKE, HANDLE].join('|'), 'gu');

/**
 * A free-text answer as a blind reviewer may read it: every mention of the founder, and anything that reads as an
 * email, a phone number or a handle, replaced by BLIND_REVIEW_TEXTS.withheld; every other word kept. The founder's
 * own words go first, so a name that is also a word of the placeholder cannot eat into it.
 */
export const identityScrubber = (identity: FounderIdentity): ((text: string) => string) => {
  const own = identityPattern(identity);
  return (text) => {
    const normalised = text.normalize('NFC');
    const withoutFounder = own
      ? normalised.replace(own, (match: string, ...rest: unknown[]) => {
          const groups = rest.at(-1) as { word?: string };
          const offset = rest.at(-3) as number;
          // A name part inside a longer word ("Raozan" for Rao) is not the founder.
          const inWord =
            groups.word !== undefined &&
            (IS_WORD_CHAR.test(normalised.charAt(offset - 1)) || IS_WORD_CHAR.test(normalised.charAt(offset + match.length)));
          return inWord ? match : BLIND_REVIEW_TEXTS.withheld;
        })
      : normalised;
    return withoutFounder.replace(CONTACT_PATTERN, BLIND_REVIEW_TEXTS.withheld);
  };
};

/**
 * identityScrubber for several people at once: the founder and every co-founder on the application
 * (docs/co-founders.md), so a blind reviewer reads none of their names in the answers.
 */
export const identitiesScrubber = (identities: FounderIdentity | readonly FounderIdentity[]): ((text: string) => string) => {
  const list: readonly FounderIdentity[] = Array.isArray(identities) ? identities : [identities as FounderIdentity];
  const scrubbers = list.map(identityScrubber);
  return (text) => scrubbers.reduce((scrubbed, scrub) => scrub(scrubbed), text);
};

/** One text through identityScrubber (a record's several texts share one scrubber). */
export const withholdIdentity = (text: string, identity: FounderIdentity): string => identityScrubber(identity)(text);

/** A file's name for a blind reviewer: the kind's label and, when the kind accepts it, the extension ("Pitch Deck.pdf"). */
export const blindFileName = (kind: string, originalName: string): string => {
  if (!isUploadKind(kind)) return 'Document';
  const rules = UPLOAD_KINDS[kind];
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(originalName)?.[0]?.toLowerCase();
  return extension && (rules.extensions as readonly string[]).includes(extension) ? `${rules.label}${extension}` : rules.label;
};

/** What blind review does with each field of the catalogue: withhold it, scrub its free text, or keep it as it is. */
export type BlindFieldRule = 'withhold' | 'scrub' | 'keep';
const IDENTITY_FIELDS: readonly FieldKey[] = ['name', 'email', 'phone'];
const ruleOf = (entry: FieldEntry): BlindFieldRule => {
  if (IDENTITY_FIELDS.includes(entry.key) || entry.kind === 'email' || entry.kind === 'phone') return 'withhold';
  // Typed words (a new text field is scrubbed too); a sector is an option value or, for "other", the founder's words.
  if (entry.kind === 'text' || entry.kind === 'longText' || entry.kind === 'otherSector' || entry.kind === 'sector')
    return 'scrub';
  return 'keep';
};
export const BLIND_FIELD_RULES = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.key, ruleOf(f)])) as Record<
  FieldKey,
  BlindFieldRule
>;

/** An application's catalogue fields as a blind reviewer may read them; other properties pass through. */
export const blindApplicationFields = <T extends { [K in FieldKey]?: unknown }>(
  record: T,
  identity: FounderIdentity | readonly FounderIdentity[],
): T => {
  const result: Record<string, unknown> = { ...record };
  const scrub = identitiesScrubber(identity);
  for (const [key, rule] of Object.entries(BLIND_FIELD_RULES) as [FieldKey, BlindFieldRule][]) {
    if (!(key in record) || rule === 'keep') continue;
    const value = record[key];
    if (rule === 'withhold') result[key] = null;
    // An option value of the list (a sector the founder picked) is the list's word, not theirs.
    else if (typeof value === 'string' && !(SECTOR_VALUES as readonly string[]).includes(value)) result[key] = scrub(value);
  }
  return result as T;
};
