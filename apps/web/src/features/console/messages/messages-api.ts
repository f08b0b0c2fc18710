import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TeamMessageInput,
  TeamMessagePreviewInput,
  TeamMessagesQuery,
} from '@portal/shared/graphql/graphql-types.generated';
import { graphqlRequest } from '../../../lib/graphql.ts';

/** A team message as the console lists it (packages/shared/src/graphql/team-message-operations.ts). */
export type ConsoleTeamMessage = TeamMessagesQuery['teamMessages'][number];

const KEYS = {
  list: (cohortId: string | null) => ['console', 'team-messages', cohortId] as const,
  one: (id: string) => ['console', 'team-message', id] as const,
  ofApplication: (id: string) => ['console', 'application-team-messages', id] as const,
  remindersOf: (id: string) => ['console', 'application-reminders', id] as const,
};

export const useTeamMessages = (cohortId: string | null) =>
  useQuery({
    queryKey: KEYS.list(cohortId),
    enabled: cohortId !== null,
    queryFn: async ({ signal }) => (await graphqlRequest('TeamMessages', { cohortId: cohortId ?? '' }, signal)).teamMessages,
  });

/** One message with each recipient's delivery states; refreshed while some are still on their way. */
export const useTeamMessage = (id: string | null) =>
  useQuery({
    queryKey: KEYS.one(id ?? ''),
    enabled: id !== null,
    refetchInterval: 5_000,
    queryFn: async ({ signal }) => (await graphqlRequest('TeamMessage', { id: id ?? '' }, signal)).teamMessage,
  });

export const useApplicationTeamMessages = (applicationId: string) =>
  useQuery({
    queryKey: KEYS.ofApplication(applicationId),
    queryFn: async ({ signal }) =>
      (await graphqlRequest('ApplicationTeamMessages', { applicationId }, signal)).applicationTeamMessages,
  });

/** The reminders in an application's history, one per member, with their delivery states. */
export const useApplicationReminders = (applicationId: string) =>
  useQuery({
    queryKey: KEYS.remindersOf(applicationId),
    queryFn: async ({ signal }) => (await graphqlRequest('ApplicationReminders', { applicationId }, signal)).applicationReminders,
  });

export const usePreviewTeamMessage = () =>
  useMutation({
    mutationFn: async (input: TeamMessagePreviewInput) =>
      (await graphqlRequest('TeamMessagePreview', { input })).teamMessagePreview,
  });

export const useSendTeamMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TeamMessageInput) => (await graphqlRequest('SendTeamMessage', { input })).sendTeamMessage,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['console', 'team-messages'] }),
  });
};
