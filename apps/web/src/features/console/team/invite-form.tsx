import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, type Locale } from '@portal/shared/locales';
import { ROLE_LABELS } from '@portal/shared/review/review';
import {
  INVITABLE_ROLES,
  TEAM_TEXTS as T,
  staffInvitationInputSchema,
  type InvitableRole,
} from '@portal/shared/review/staff-invitations';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useInviteStaff } from './team-api.ts';

/** Admins invite a reviewer or admin by email: the server emails a single-use link (docs/program-team.md). */
export const InviteForm = () => {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('reviewer');
  const [language, setLanguage] = useState<Locale>('en');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const checked = staffInvitationInputSchema.safeParse({ email, role, language });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? T.sendInvitation);
    setProblem(null);
    invite.mutate(checked.data, {
      onSuccess: (sent) => {
        setSentTo(sent.email);
        setEmail('');
      },
    });
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate data-testid="invite-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {T.inviteTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.inviteHelp}
          </Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={T.emailLabel}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={problem ?? undefined}
              style={{ flex: '1 1 16rem' }}
              required
            />
            <Select
              label={T.roleLabel}
              data={INVITABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              value={role}
              onChange={(value) => value && setRole(value as InvitableRole)}
              allowDeselect={false}
              w={150}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={T.languageLabel}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              value={language}
              onChange={(value) => value && setLanguage(value as Locale)}
              allowDeselect={false}
              w={150}
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit" loading={invite.isPending}>
              {T.sendInvitation}
            </Button>
          </Group>
          {sentTo ? (
            <Alert color="green" role="status">
              {T.invited(sentTo)}
            </Alert>
          ) : null}
          <ErrorAlert error={invite.error} />
        </Stack>
      </form>
    </Paper>
  );
};
