import { useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, type ResultOf } from '../../../lib/graphql.ts';
import { useConnection } from '../../../lib/use-connection.ts';
import { t } from '../../../lib/i18n.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';
import { serverApplicationId } from '../lib/local-application.ts';

export type Team = ResultOf<'ApplicationTeam'>['applicationTeam'];

export const teamKey = (applicationId: string | null) => ['application-team', applicationId] as const;

/**
 * The co-founders on this application, their open invites, who saved each step last and whether the cohort asks
 * every member to confirm they read it (docs/co-founders.md). Asked only online and only for an application the
 * server has; every page that shows it asks again, and once a minute while it is open.
 */
export const useTeam = (applicationId: string | null | undefined) => {
  const id = serverApplicationId(applicationId);
  const { online } = useConnection();
  return useQuery({
    queryKey: teamKey(id),
    queryFn: async ({ signal }) => (await graphqlRequest('ApplicationTeam', { applicationId: id! }, signal)).applicationTeam,
    enabled: id !== null && online,
    staleTime: 0,
    refetchInterval: 60_000,
  });
};

/** Runs a team action and asks for the team again; the refusal (in the founder's language) is the thrown message. */
export const useTeamAction = (applicationId: string) => {
  const queryClient = useQueryClient();
  return async (run: () => Promise<unknown>) => {
    await run();
    await queryClient.invalidateQueries({ queryKey: teamKey(applicationId) });
  };
};

/** A refusal in the founder's language. */
export const messageOf = (error: unknown): string => serverErrorText(error);

/** The members who have not confirmed "I have read the whole application" yet (none when the cohort does not ask). */
export const missingSignOffs = (team: Team | undefined): string[] =>
  team?.signOffRequired ? team.members.filter((m) => !m.readConfirmed).map((m) => (m.isYou ? t('You') : m.name)) : [];
