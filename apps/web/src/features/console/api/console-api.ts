import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { listVariables, type ListParams } from '../lib/list-params.ts';

const KEYS = {
  meta: ['console', 'meta'] as const,
  list: (params: ListParams) => ['console', 'applications', params] as const,
  detail: (id: string) => ['console', 'application', id] as const,
  overview: ['console', 'overview'] as const,
  comparison: ['console', 'overview', 'comparison'] as const,
  users: (search: string, page: number) => ['console', 'users', search, page] as const,
};

/** Who the console is for: answers NOT_FOUND to anyone but reviewers and admins. */
export const useConsoleMeta = () =>
  useQuery({
    queryKey: KEYS.meta,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleMeta', {}, signal)).consoleMeta,
    retry: false,
  });

export const useConsoleApplications = (params: ListParams) =>
  useQuery({
    queryKey: KEYS.list(params),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('ConsoleApplications', listVariables(params), signal)).consoleApplications,
  });

export const useConsoleApplication = (id: string) =>
  useQuery({
    queryKey: KEYS.detail(id),
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleApplication', { id }, signal)).consoleApplication,
  });

export const useConsoleOverview = (cohortId: string | null) =>
  useQuery({
    queryKey: [...KEYS.overview, cohortId],
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleOverview', { cohort: cohortId }, signal)).consoleOverview,
  });

export const useCohortComparison = () =>
  useQuery({
    queryKey: KEYS.comparison,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleCohortComparison', {}, signal)).consoleCohortComparison,
  });

export const useConsoleUsers = (search: string, page: number) =>
  useQuery({
    queryKey: KEYS.users(search, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleUsers', { search: search || null, page }, signal)).consoleUsers,
  });

type ReviewAction =
  | { operation: 'ChangeApplicationStatus'; variables: { status: string; note: string | null } }
  | { operation: 'ScoreApplication'; variables: { scores: { criterion: string; score: number }[] } }
  | { operation: 'AddReviewComment'; variables: { body: string } }
  | { operation: 'PublishDecision'; variables: Record<string, never> }
  | { operation: 'SetReviewConfidence'; variables: { confidence: number } };

/**
 * Every review action answers with only what it changed (no founder's personal data), so the console reads the
 * detail again (the server records that view) before the action counts as done; lists and counts refresh too.
 */
export const useReviewAction = (applicationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: ReviewAction) => {
      await graphqlRequest(action.operation, { applicationId, ...action.variables });
    },
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: ['console', 'applications'] });
      void client.invalidateQueries({ queryKey: KEYS.overview });
      await client.invalidateQueries({ queryKey: KEYS.detail(applicationId) });
    },
  });
};

export const useSetUserRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; role: string }) => (await graphqlRequest('SetUserRole', input)).setUserRole,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['console', 'users'] }),
  });
};

/** Sets the first password of an account made by `npm run admin:create` (after its one-time link). */
export const setFirstPassword = async (newPassword: string): Promise<void> => {
  const response = await fetch('/api/auth/sign-in-link/set-password', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ newPassword }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? 'Could not set the password. Please try again.');
  }
};
