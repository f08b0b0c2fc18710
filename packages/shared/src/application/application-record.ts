import type { ApplicationFieldsFragment } from '../graphql/graphql-types.generated.ts';
import type { CatalogueRecord, FieldKey } from './application-fields.ts';

/**
 * An application as the data API returns it (GraphQL `Application`, fragment ApplicationFields in operations.ts),
 * generated from the schema (scripts/generate-graphql-types.ts): the form's field names, an 'other' sector
 * split back into sector + otherSector; stepVersions counts the saves of each savable step.
 */
export type ApplicationRecord = ApplicationFieldsFragment;
/** The record without the cohort's own questions and answers (`ownForm`, resolved beside the application's columns). */
export type ApplicationColumns = Omit<ApplicationRecord, 'ownForm'>;

/** The steps saved as typed (the uploads and the review are not), each with its own version. */
export const VERSIONED_STEPS = ['personal', 'company', 'business', 'funding'] as const;
export type VersionedStep = (typeof VERSIONED_STEPS)[number];
export type StepVersions = Record<VersionedStep, number>;

/**
 * The record's catalogue fields are exactly the catalogue's (application-fields.ts): a field the fragment or the
 * server's `Application` misses, or types otherwise, stops this file compiling after `npm run graphql:types`.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogueMatches: Same<Pick<ApplicationRecord, FieldKey>, CatalogueRecord> = true;
void catalogueMatches;
