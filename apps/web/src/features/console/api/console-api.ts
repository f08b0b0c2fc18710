import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { listVariables, type ListParams } from '../lib/list-params.ts';
import type { ConsoleDetail } from './console-types.ts';

const KEYS = {
  meta: ['console', 'meta'] as const,
  list: (params: ListParams) => ['console', 'applications', params] as const,
  detail: (id: string) => ['console', 'application', id] as const,
  overview: ['console', 'overview'] as const,
  users: (search: string, page: number) => ['console', 'users', search, page] as const,
};

/** Who the console is for: answers NOT_FOUND to anyone but reviewers and admins. */
export const useConsoleMeta = () =>
  useQuery({ queryKey: KEYS.meta, queryFn: async ({ signal }) => (await graphqlRequest('ConsoleMeta', {}, signal)).consoleMeta, retry: false });

export const useConsoleApplications = (params: ListParams) =>
  useQuery({
    queryKey: KEYS.list(params),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleApplications', listVariables(params), signal)).consoleApplications,
  });

export const useConsoleApplication = (id: string) =>
  useQuery({ queryKey: KEYS.detail(id), queryFn: async ({ signal }) => (await graphqlRequest('ConsoleApplication', { id }, signal)).consoleApplication });

export const useConsoleOverview = () =>
  useQuery({ queryKey: KEYS.overview, queryFn: async ({ signal }) => (await graphqlRequest('ConsoleOverview', {}, signal)).consoleOverview });

export const useConsoleUsers = (search: string, page: number) =>
  useQuery({
    queryKey: KEYS.users(search, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleUsers', { search: search || null, page }, signal)).consoleUsers,
  });

type DetailMutation =
  | { operation: 'ChangeApplicationStatus'; variables: { status: string; note: string | null } }
  | { operation: 'ScoreApplication'; variables: { scores: { criterion: string; score: number }[] } }
  | { operation: 'AddReviewComment'; variables: { body: string } }
  | { operation: 'PublishDecision'; variables: Record<string, never> }
  | { operation: 'SetReviewConfidence'; variables: { confidence: number } };

const RESULT_FIELD = {
  ChangeApplicationStatus: 'changeApplicationStatus',
  ScoreApplication: 'scoreApplication',
  AddReviewComment: 'addReviewComment',
  PublishDecision: 'publishDecision',
  SetReviewConfidence: 'setReviewConfidence',
} as const;

/** Every review action answers with the whole detail, which replaces the cached one; lists refresh. */
export const useReviewAction = (applicationId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: DetailMutation) => {
      const data = await graphqlRequest(action.operation, { applicationId, ...action.variables });
      // Each of these mutations answers with the one field RESULT_FIELD names, the whole detail.
      return (data as Partial<Record<(typeof RESULT_FIELD)[DetailMutation['operation']], ConsoleDetail>>)[RESULT_FIELD[action.operation]]!;
    },
    onSuccess: (detail) => {
      client.setQueryData(KEYS.detail(applicationId), detail);
      void client.invalidateQueries({ queryKey: ['console', 'applications'] });
      void client.invalidateQueries({ queryKey: KEYS.overview });
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
