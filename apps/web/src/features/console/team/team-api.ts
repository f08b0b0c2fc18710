import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, type VariablesOf } from '../../../lib/graphql.ts';

const INVITATIONS = ['console', 'invitations'] as const;

/** Admins: invitations not yet accepted, revoked or expired. */
export const useOpenInvitations = () =>
  useQuery({
    queryKey: INVITATIONS,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleInvitations', {}, signal)).consoleInvitations,
  });

export const useInviteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: VariablesOf<'InviteStaff'>) => (await graphqlRequest('InviteStaff', input)).inviteStaff,
    onSuccess: () => void client.invalidateQueries({ queryKey: INVITATIONS }),
  });
};

export const useRevokeInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      (await graphqlRequest('RevokeStaffInvitation', { invitationId })).revokeStaffInvitation,
    onSuccess: () => void client.invalidateQueries({ queryKey: INVITATIONS }),
  });
};
