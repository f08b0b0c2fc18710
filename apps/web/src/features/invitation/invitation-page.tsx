import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { firstIssueMessage, signUpSchema } from '@portal/shared/schemas/auth';
import { INVITATION_PAGE_TEXTS as T, roleLabelOf } from '@portal/shared/review/staff-invitations';
import { istDateTime } from '@portal/shared/format/ist-time';
import { graphqlRequest, type ResultOf } from '../../lib/graphql.ts';
import { useSession } from '../../lib/use-session.ts';
import { IsolatedText } from '../../components/isolated-text.tsx';
import { currentLocale } from '../../lib/i18n.ts';

type Invitation = ResultOf<'StaffInvitation'>['staffInvitation'];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : MESSAGES.SOMETHING_WENT_WRONG);

/**
 * /invitation?token=…: where an emailed invitation to the program team lands. The invited address signs up here (or
 * signs in, when it has an account) and accepts; a used, expired or withdrawn link, or another signed-in account, is
 * told so. Accepting opens the console.
 */
export const InvitationPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : T.invalid);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    graphqlRequest('StaffInvitation', { token }, controller.signal)
      .then((data) => setInvitation(data.staffInvitation))
      .catch((error: unknown) => !controller.signal.aborted && setLoadError(messageOf(error)));
    return () => controller.abort();
  }, [token]);

  return (
    <Stack gap="md" data-testid="invitation-page">
      <Title order={1} size="h2">
        {T.title}
      </Title>
      {loadError ? (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      ) : !invitation ? (
        <Loader aria-label={MESSAGES.LOADING} />
      ) : invitation.state !== 'open' ? (
        <Alert color="orange" role="alert">
          {invitation.state === 'accepted' ? T.accepted : invitation.state === 'expired' ? T.expired : T.revoked}
        </Alert>
      ) : (
        <OpenInvitation invitation={invitation} token={token} />
      )}
    </Stack>
  );
};

const OpenInvitation = ({ invitation, token }: { invitation: Invitation; token: string }) => {
  const { state } = useSession();
  return (
    <>
      <Text>{T.body(invitation.email, roleLabelOf(invitation.role).toLowerCase())}</Text>
      <Text size="sm" c="dimmed">
        {T.expires(istDateTime(invitation.expiresAt))}
      </Text>
      {state.status === 'loading' ? (
        <Loader aria-label={MESSAGES.LOADING} />
      ) : state.status === 'signed-in' ? (
        state.user.email.toLowerCase() === invitation.email ? (
          <AcceptAsSignedIn token={token} />
        ) : (
          <WrongAccount invited={invitation.email} current={state.user.email} />
        )
      ) : invitation.accountExists ? (
        <SignInFirst />
      ) : (
        <SignUpAndAccept token={token} email={invitation.email} />
      )}
    </>
  );
};

/** Accepting renews the session's role, then opens the console. */
const useOpenConsole = () => {
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  return async () => {
    await completeSignIn();
    void navigate('/console', { replace: true });
  };
};

const AcceptAsSignedIn = ({ token }: { token: string }) => {
  const openConsole = useOpenConsole();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await graphqlRequest('AcceptStaffInvitation', { token });
      await openConsole();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button onClick={() => void accept()} loading={busy}>
        {T.accept}
      </Button>
    </>
  );
};

const WrongAccount = ({ invited, current }: { invited: string; current: string }) => {
  const { signOut } = useSession();
  return (
    <>
      <Alert color="red" role="alert">
        <IsolatedText text={T.wrongAccount(invited, current)} values={[invited, current]} />
      </Alert>
      <Button variant="default" onClick={() => void signOut()}>
        {T.signOut}
      </Button>
    </>
  );
};

/** The sign-in page brings them back here once signed in (its return-to state), with every sign-in method it offers. */
const SignInFirst = () => {
  const location = useLocation();
  return (
    <>
      <Text>{T.signInHelp}</Text>
      <Anchor
        component={Link}
        to="/"
        state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
        fw={600}
        className="tap-link"
      >
        {T.signIn}
      </Anchor>
    </>
  );
};

const newAccountSchema = signUpSchema.pick({ name: true, password: true });

const SignUpAndAccept = ({ token, email }: { token: string; email: string }) => {
  const { signIn } = useSession();
  const openConsole = useOpenConsole();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = newAccountSchema.safeParse({ name, password });
    if (!checked.success) return setError(firstIssueMessage(checked.error));
    setBusy(true);
    setError(null);
    try {
      await graphqlRequest('AcceptStaffInvitationAsNewAccount', {
        token,
        name: checked.data.name,
        password: checked.data.password,
        language: currentLocale(),
      });
      await signIn({ email, password: checked.data.password });
      await openConsole();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text>{T.signUpHelp}</Text>
        <TextInput label="Email" value={email} readOnly />
        <TextInput
          label={T.nameLabel}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="name"
          required
        />
        <PasswordInput
          label={T.passwordLabel}
          description={MESSAGES.PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
          required
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          {T.create}
        </Button>
      </Stack>
    </form>
  );
};
