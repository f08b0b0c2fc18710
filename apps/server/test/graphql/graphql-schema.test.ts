import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSchema, parse, specifiedRules, validate, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import { MAX_QUERY_DEPTH, MAX_QUERY_FIELDS, maxDepthRule, maxFieldsRule, noIntrospectionRule } from '../../src/graphql/limits.ts';
import { isTrustedDocument, normalizeDocument } from '../../src/graphql/trusted-documents.ts';

const printScript = fileURLToPath(new URL('../../src/graphql/print-schema.ts', import.meta.url));
const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

// The committed SDL, rebuilt with this module's own graphql copy (a test runner may load two).
const committed = buildSchema(readFileSync(schemaFile, 'utf8'));

describe('GraphQL schema', () => {
  it('apps/server/schema.graphql is current (node apps/server/src/graphql/print-schema.ts)', () => {
    // A separate node process: it loads graphql exactly as the server does.
    expect(() => execFileSync(process.execPath, [printScript, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it.each(Object.entries(OPERATIONS))("serves the web app's %s operation within the limits", (_name, document) => {
    const rules = [...specifiedRules, maxDepthRule(MAX_QUERY_DEPTH), maxFieldsRule(MAX_QUERY_FIELDS), noIntrospectionRule];
    expect(validate(committed, parse(document), rules).map((e) => e.message)).toEqual([]);
    expect(isTrustedDocument(document)).toBe(true);
  });

  it('trusts documents by their text, whitespace aside', () => {
    expect(isTrustedDocument(OPERATIONS.Viewer.replace(/\n\s*/g, ' '))).toBe(true);
    expect(isTrustedDocument(OPERATIONS.Viewer.replace('email', 'email password'))).toBe(false);
    expect(normalizeDocument('  query  X {\n\t a }\n')).toBe('query X { a }');
  });

  it('types the fields as agreed with the web app', () => {
    const typeOf = (typeName: string, field: string) => {
      const type = committed.getType(typeName) as GraphQLObjectType | GraphQLInputObjectType;
      return String(type.getFields()[field]!.type);
    };
    expect(typeOf('Application', 'status')).toBe('String!');
    expect(typeOf('Application', 'updatedAt')).toBe('String!');
    expect(typeOf('Application', 'foundersCount')).toBe('Int');
    expect(typeOf('Application', 'equityFunding')).toBe('Float');
    expect(typeOf('CompanyInput', 'foundersCount')).toBe('Float');
    expect(typeOf('FundingInput', 'equityFunding')).toBe('String');
    expect(typeOf('Viewer', 'preferences')).toBe('Preferences!');
    expect(typeOf('Viewer', 'language')).toBe('String');
    expect(Object.keys(committed.getMutationType()!.getFields()).sort()).toEqual([
      'acceptStaffInvitation',
      'acceptStaffInvitationAsNewAccount',
      'addReviewComment',
      'archiveCohort',
      'assignReviewer',
      'autoAssignStage',
      'changeApplicationStatus',
      'closeCohortNow',
      'confirmReadApplication',
      'createCohort',
      'declareConflict',
      'deleteReviewStage',
      'inviteCoFounder',
      'inviteStaff',
      'joinApplication',
      'leaveApplication',
      'moveApplicationsToStage',
      'moveTopApplications',
      'openCohortNow',
      'publishDecision',
      'revokeCoFounderInvite',
      'revokeStaffInvitation',
      'saveBusinessDetails',
      'saveCohortEligibility',
      'saveCohortForm',
      'saveCompanyInfo',
      'saveFundingInfo',
      'savePersonalInfo',
      'saveReviewStage',
      'saveStepAnswers',
      'scoreApplication',
      'scoreReview',
      'sendTeamMessage',
      'setLanguage',
      'setReviewConfidence',
      'setUserRole',
      'startApplication',
      'submitApplication',
      'submitEligibility',
      'unassignReviewer',
      'updateCohort',
      'updatePreferences',
    ]);
    // The console's fields answer NOT_FOUND to anyone but reviewers and admins (console-access.test.ts).
    expect(Object.keys(committed.getQueryType()!.getFields()).sort()).toEqual([
      'applicationReminders',
      'applicationStage',
      'applicationTeam',
      'applicationTeamMessages',
      'channelOffer',
      'coFounderInviteLink',
      'cohortEligibility',
      'conflictDeclarations',
      'consoleApplication',
      'consoleApplications',
      'consoleCohortComparison',
      'consoleCohortEligibility',
      'consoleCohortForm',
      'consoleCohorts',
      'consoleDecisionPreview',
      'consoleInProgress',
      'consoleInvitations',
      'consoleMeta',
      'consoleOverview',
      'consoleReviewerCalibration',
      'consoleUsers',
      'myApplication',
      'myApplications',
      'myReview',
      'myReviewQueue',
      'openCohorts',
      'pitchVideo',
      'reviewStages',
      'staffInvitation',
      'stageLoads',
      'teamMessage',
      'teamMessagePreview',
      'teamMessages',
      'viewer',
    ]);
  });
});
