import { APPLICATION_FIELDS, blankApplication, type FieldKey } from '@portal/shared/application/application-fields';
import { IN_PROGRESS_STATUS } from '@portal/shared/application/application-status';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { copyOfAnswers, isAnswered } from '@portal/shared/cohorts/copied-answers';
import { MESSAGES } from '@portal/shared/texts/messages';
import { queryClient } from '../../../lib/query-client.ts';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import type { StartChoice } from '../api/application-api.ts';
import { applicationSyncFor } from './application-sync.ts';
import { localApplicationId } from './local-application.ts';

/**
 * The new application as the server will make it (modules/application/service.ts startApplication), made on the
 * phone from its copy of the earlier one: the copied steps' answers by the same rule (copyOfAnswers), each copied
 * step not checked yet, the earlier files kept when asked. Until the start is sent it goes by a stand-in id.
 */
export const locallyStartedApplication = (choice: StartChoice, earlier: ApplicationRecord | null): ApplicationRecord => {
  const blank = blankApplication();
  const fields = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.key, f.kind === 'file' ? null : blank[f.key]]));
  const copy = earlier && choice.copyFrom ? copyOfAnswers((key) => isAnswered(earlier[key])) : null;
  const copied: Partial<Record<FieldKey, unknown>> = {};
  if (earlier && copy) {
    for (const key of copy.keys) copied[key] = earlier[key];
    if (copy.keys.includes('sector')) copied.otherSector = earlier.otherSector;
    if (choice.keepFiles) for (const f of APPLICATION_FIELDS) if (f.kind === 'file') copied[f.key] = earlier[f.key];
  }
  return {
    ...(fields as unknown as Omit<ApplicationRecord, 'id' | 'status'>),
    otherSector: null,
    ...(copied as Partial<ApplicationRecord>),
    id: localApplicationId(choice.cohortId),
    status: IN_PROGRESS_STATUS,
    submittedAt: null,
    updatedAt: new Date().toISOString(),
    stepVersions: { personal: 0, company: 0, business: 0, funding: 0 },
    uncheckedSteps: copy?.uncheckedSteps ?? [],
    copiedAnswers: copy && copy.filled > 0 ? { filled: copy.filled, total: copy.total } : null,
  };
};

/**
 * Starts an application while there is no connection: the start waits first in the account's save queue (sent,
 * like every save, as soon as the connection returns), and the wizard opens at once on the phone's own copy.
 * Starting from an earlier application needs that application's answers on this phone (its current one).
 */
export const startApplicationOffline = async (
  accountId: string,
  choice: StartChoice,
): Promise<{ id: string; companyName: string | null }> => {
  const earlier = queryClient.getQueryData<ApplicationRecord | null>(MY_APPLICATION_KEY) ?? null;
  if (choice.copyFrom && earlier?.id !== choice.copyFrom) throw new Error(MESSAGES.START_NEEDS_CONNECTION);
  const queue = applicationSyncFor(accountId);
  await queue.put('start', { start: choice });
  const started = locallyStartedApplication(choice, earlier);
  queryClient.setQueryData(MY_APPLICATION_KEY, started);
  void queue.flush();
  return { id: started.id, companyName: started.companyName };
};
