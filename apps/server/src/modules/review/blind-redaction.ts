import {
  BLIND_REVIEW_TEXTS,
  blindApplicationFields,
  blindFileName,
  identitiesScrubber,
  type FounderIdentity,
} from '@portal/shared/review/blind-review';
import { blindReviewAnswers, type ReviewAnswers } from '../own-questions/review-answers.ts';

/*
 * What a blind reviewer gets of an application, on every path that carries it to them: the console's detail, list
 * and CSV, the reviewer's queue, duplicate links, correction requests, file names and download headers. The rule
 * itself is packages/shared/src/review/blind-review.ts; who is blind to what is review-stages/blind-scope.ts. Each
 * function here is called only for a viewer the application is blind to.
 */

export { blindFileName, type FounderIdentity };

const scrubNullable = (scrub: (text: string) => string, text: string | null): string | null =>
  text === null ? null : scrub(text);

/** A co-founder on the application as the console lists them (docs/co-founders.md). */
export interface TeamMemberView {
  name: string;
  email: string;
  joinedAt: string;
}

/** The founder and every co-founder: whose words a blind reviewer does not read. */
export const identitiesOf = (
  founder: FounderIdentity,
  members: readonly { name: string; email: string }[],
): FounderIdentity[] => [founder, ...members.map((m) => ({ name: m.name, email: m.email, phone: null }))];

/** The team for a blind reviewer: how many they are and since when, no name or address. */
export const blindMembers = <M extends TeamMemberView>(members: readonly M[]): M[] =>
  members.map((m) => ({ ...m, name: BLIND_REVIEW_TEXTS.withheld, email: BLIND_REVIEW_TEXTS.withheld }));

/**
 * The detail: the application's fields, its files by kind, the team's notes and comments without the founder or any
 * co-founder, the members' names and addresses withheld, and its own-question answers without those hidden in blind
 * review (the others scrubbed as free text).
 */
export const blindDetail = <
  D extends FounderIdentity & {
    files: { kind: string; name: string }[];
    history: { note: string | null }[];
    comments: { body: string }[];
    ownAnswers: ReviewAnswers;
    members: TeamMemberView[];
  },
>(
  detail: D,
): D => {
  const identities = identitiesOf({ name: detail.name, email: detail.email, phone: detail.phone }, detail.members);
  const scrub = identitiesScrubber(identities);
  return {
    ...blindApplicationFields(detail, identities),
    members: blindMembers(detail.members),
    files: detail.files.map((f) => ({ ...f, name: blindFileName(f.kind, f.name) })),
    history: detail.history.map((h) => ({ ...h, note: scrubNullable(scrub, h.note) })),
    comments: detail.comments.map((c) => ({ ...c, body: scrub(c.body) })),
    ownAnswers: { ...detail.ownAnswers, answers: blindReviewAnswers(detail.ownAnswers.answers, scrub) },
  };
};

/**
 * A row of the console's list: no founder, email or phone; company, city and the founder's own sector scrubbed of the
 * founder and every co-founder.
 */
export const blindListRow = <R extends { founderName: string | null; email: string | null; phone: string | null }>(
  row: R,
  members: readonly { name: string; email: string }[] = [],
): R => ({
  ...blindApplicationFields(row, identitiesOf({ name: row.founderName, email: row.email, phone: row.phone }, members)),
  founderName: null,
});

/** The application's catalogue fields on their own (the CSV's cells are made from them), without any member's words. */
export const blindApplication = <A extends FounderIdentity>(
  application: A,
  members: readonly { name: string; email: string }[] = [],
): A => blindApplicationFields(application, identitiesOf(application, members));

/**
 * A correction request: no founder; what they asked to correct withheld; the field, company and note scrubbed of the
 * founder and every co-founder (identitiesOf).
 */
export const blindCorrection = <
  C extends { founderName: string | null; companyName: string | null; field: string; correction: string; note: string | null },
>(
  request: C,
  identities: readonly FounderIdentity[],
): C => {
  const scrub = identitiesScrubber(identities);
  return {
    ...request,
    founderName: null,
    companyName: scrubNullable(scrub, request.companyName),
    field: scrub(request.field),
    correction: BLIND_REVIEW_TEXTS.withheld,
    note: scrubNullable(scrub, request.note),
  };
};

/**
 * A queue entry (company name and city, shown before the reviewer declares a conflict), scrubbed of the founder and
 * every co-founder (identitiesOf).
 */
export const blindQueueEntry = <Q extends { companyName: string | null; city: string | null }>(
  entry: Q,
  identities: readonly FounderIdentity[],
): Q => {
  const scrub = identitiesScrubber(identities);
  return { ...entry, companyName: scrubNullable(scrub, entry.companyName), city: scrubNullable(scrub, entry.city) };
};

/**
 * An application's duplicate links. On an application blind to the viewer, a link says that a duplicate exists and
 * what it shares, never which application it is (opening it would show the shared phone or email with its founder).
 * On one they see whole, links to applications blind to them are left out: its phone would name the other's founder.
 */
export const blindDuplicateLinks = <L extends { applicationId: string | null; companyName: string | null }>(
  links: L[],
  applicationBlind: boolean,
  blindOthers: ReadonlySet<string>,
): L[] =>
  applicationBlind
    ? links.map((l) => ({ ...l, applicationId: null, companyName: null }))
    : links.filter((l) => l.applicationId === null || !blindOthers.has(l.applicationId));
