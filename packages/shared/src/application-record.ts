import type { ApplicationFieldsFragment } from './graphql-types.generated.ts';

/**
 * An application as the data API returns it (GraphQL `Application`, fragment ApplicationFields in operations.ts),
 * generated from the schema (scripts/generate-graphql-types.ts): the form's field names, an 'other' sector
 * split back into sector + otherSector; stepVersions counts the saves of each savable step.
 */
export type ApplicationRecord = ApplicationFieldsFragment;

/** The steps saved as typed (the uploads and the review are not), each with its own version. */
export const VERSIONED_STEPS = ['personal', 'company', 'business', 'funding'] as const;
export type VersionedStep = (typeof VERSIONED_STEPS)[number];
export type StepVersions = Record<VersionedStep, number>;
