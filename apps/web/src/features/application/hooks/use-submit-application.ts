import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/shared/messages';
import { GRAPHQL_ERROR_CODES } from '@portal/shared/operations';
import { SUBMITTED_CONFIRMATION_MS } from '@portal/shared/limits';
import { ApiError } from '../../../lib/graphql.ts';
import { submitApplication } from '../api/application-api.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import { clearDraft } from '../lib/draft-storage.ts';
import { useWizard } from './wizard-context.ts';

const problemsOf = (error: unknown): string[] => {
  if (error instanceof ApiError) {
    if (error.code === GRAPHQL_ERROR_CODES.SUBMIT_INCOMPLETE && error.details.length > 0) return error.details;
    if (error.code === GRAPHQL_ERROR_CODES.APPLICATION_NOT_FOUND || error.code === GRAPHQL_ERROR_CODES.APPLICATION_LOCKED) return [error.message];
    if (error.code === GRAPHQL_ERROR_CODES.VALIDATION_FAILED && error.details.length > 0) return error.details;
  }
  return [MESSAGES.SUBMIT_FAILED];
};

/**
 * Submit: send whatever is still only on this device, submit, then the full-screen confirmation for
 * SUBMITTED_CONFIRMATION_MS and the dashboard.
 */
export const useSubmitApplication = () => {
  const wizard = useWizard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setProblems([]);
    try {
      const pendingProblem = await wizard.saveAllPending();
      if (pendingProblem) {
        setProblems([pendingProblem]);
        return;
      }
      const applicationId = wizard.values.applicationId;
      if (!applicationId) {
        setProblems([MESSAGES.APPLICATION_NOT_FOUND]);
        return;
      }
      const record = await submitApplication(applicationId);
      if (record.status !== SUBMITTED_STATUS) {
        setProblems([MESSAGES.SUBMIT_FAILED]);
        return;
      }
      clearDraft(wizard.userId);
      queryClient.setQueryData(MY_APPLICATION_KEY, record);
      void queryClient.invalidateQueries();
      setConfirmed(true);
      wizard.applyRecord(record);
      window.setTimeout(() => navigate('/dashboard', { replace: true }), SUBMITTED_CONFIRMATION_MS);
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, problems, confirmed };
};
