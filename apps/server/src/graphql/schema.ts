import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { builder } from './builder.ts';
import './viewer.ts';
import '../modules/preferences/schema.ts';
import '../modules/language/language-schema.ts';
import '../modules/cohorts/cohort-schema.ts';
import '../modules/own-questions/form-schema.ts';
import '../modules/eligibility/eligibility-schema.ts';
import '../modules/application/schema.ts';
import '../modules/review/viewer-review.ts';
import '../modules/console/console-schema.ts';
import '../modules/console/review-action-schema.ts';
import '../modules/console/detail-stage-schema.ts';
import '../modules/review-stages/stage-schema.ts';
import '../modules/files/video-facts-schema.ts';
import '../modules/review-fairness/fairness-schema.ts';
import '../modules/team/team-schema.ts';
import '../modules/co-founders/co-founders-schema.ts';
import '../modules/team-messages/team-message-schema.ts';
import '../modules/reminders/reminder-schema.ts';

export const schema = builder.toSchema();

/** The committed SDL (apps/server/schema.graphql), refreshed by `node apps/server/src/graphql/print-schema.ts`. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
export const printSdl = (): string => `${printSchema(schema)}\n`;
