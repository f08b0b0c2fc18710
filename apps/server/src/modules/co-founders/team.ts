import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { findOwnApplicationById } from '../application/repository.ts';
import { confirmRead, listMembers } from '../application/members-repository.ts';
import { listStepSaves, type StepSaveMark } from '../application/step-saves-repository.ts';
import type { CohortDirectory } from '../cohorts/cohort-directory.ts';
import { pendingInvites, type PendingInvite } from './invites.ts';
import { uploadersOfApplication } from '../files/file-repository.ts';

/** An application's team as its members see it (docs/co-founders.md). */
export interface TeamView {
  applicationId: string;
  members: { name: string; email: string; isYou: boolean; joinedAt: string; readConfirmed: boolean }[];
  invites: PendingInvite[];
  /** Who saved each step last ("Saved by Asha, 10 minutes ago"). */
  stepSaves: StepSaveMark[];
  /** The cohort asks every member's "I have read the whole application" before a submit. */
  signOffRequired: boolean;
  /** Who uploaded each stored file (by kind): the web app asks before replacing another member's file. */
  uploads: { kind: string; uploadedBy: string | null; byYou: boolean }[];
}

/** The team of an application the caller is a member of; anyone else's is not found. */
export const teamOf = async (
  db: Kysely<Database>,
  cohorts: CohortDirectory,
  userId: string,
  applicationId: string,
): Promise<TeamView> => {
  const application = await findOwnApplicationById(db, userId, applicationId.trim());
  if (!application) throw new AppError('APPLICATION_NOT_FOUND');
  const cohort = application.cohort_id ? await cohorts.find(application.cohort_id) : undefined;
  const members = await listMembers(db, application.id);
  return {
    applicationId: application.id,
    members: members.map((member) => ({
      name: member.name,
      email: member.email,
      isYou: member.userId === userId,
      joinedAt: member.joinedAt,
      readConfirmed: member.readConfirmedAt !== null,
    })),
    invites: await pendingInvites(db, application.id),
    stepSaves: await listStepSaves(db, application.id),
    signOffRequired: cohort?.teamSignOff ?? false,
    // A former member's file names nobody (null): still not the caller's own.
    uploads: (await uploadersOfApplication(db, application.id)).map((file) => ({
      kind: file.kind,
      uploadedBy: members.find((m) => m.userId === file.owner_id)?.name ?? null,
      byYou: file.owner_id === userId,
    })),
  };
};

/** The caller's "I have read the whole application" (asked again after any step changes). */
export const confirmReadWhole = async (
  db: Kysely<Database>,
  cohorts: CohortDirectory,
  userId: string,
  applicationId: string,
): Promise<TeamView> => {
  const application = await findOwnApplicationById(db, userId, applicationId.trim());
  if (!application) throw new AppError('APPLICATION_NOT_FOUND');
  await confirmRead(db, application.id, userId);
  return teamOf(db, cohorts, userId, application.id);
};
