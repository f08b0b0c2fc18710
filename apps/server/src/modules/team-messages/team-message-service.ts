import type { FastifyInstance } from 'fastify';
import {
  teamMessageInputSchema,
  teamMessagePreviewInputSchema,
  textsCarrySignIn,
  type TeamMessageTexts,
} from '@portal/shared/messages/team-message';
import type { StaffUser } from '../../auth/staff-access.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import { audienceOf, type Audience } from './team-audience.ts';
import { storeTeamMessage } from './team-message-repository.ts';
import { teamMessagesDb } from './team-message-tables.ts';
import { segmentMembers } from './team-segment.ts';

const refuseSignIn = (texts: TeamMessageTexts): void => {
  if (textsCarrySignIn(texts)) throw new AppError('TEAM_MESSAGE_CARRIES_SIGN_IN');
};

const membersOf = async (app: FastifyInstance, input: { cohortId: string; segment: Parameters<typeof segmentMembers>[2] }) => {
  if (!(await app.cohorts.find(input.cohortId))) throw new AppError('COHORT_NOT_FOUND');
  return segmentMembers(teamMessagesDb(app.database.db), input.cohortId, input.segment);
};

/** The preview before the confirm: who the message reaches, on which channels, in which text. Sends nothing. */
export const previewTeamMessage = async (app: FastifyInstance, raw: unknown): Promise<Audience> => {
  const input = parseOrBadRequest(teamMessagePreviewInputSchema, raw);
  refuseSignIn(input.texts);
  return audienceOf(teamMessagesDb(app.database.db), app.config, await membersOf(app, input), input.texts);
};

/**
 * The confirm: stores the message and one job per recipient on the durable queue under fixed ids, then wakes the
 * queue. The same message confirmed again (a double click, a retried request, two instances) stores and sends nothing
 * more. Answers the message's id.
 */
export const sendTeamMessage = async (app: FastifyInstance, admin: StaffUser, raw: unknown): Promise<string> => {
  const input = parseOrBadRequest(teamMessageInputSchema, raw);
  refuseSignIn(input.texts);
  const members = await membersOf(app, input);
  if (members.length === 0) throw new AppError('TEAM_MESSAGE_NO_RECIPIENTS');
  const stored = await storeTeamMessage(teamMessagesDb(app.database.db), input, { id: admin.id, name: admin.name }, members);
  if (stored) void app.jobs.runDue();
  return input.id;
};
