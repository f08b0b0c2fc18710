import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { verifyEmail } from '../api/password-reset.ts';
import { useSession } from '../../../lib/use-session.ts';
import { t } from '../../../lib/i18n.ts';

type Status = 'checking' | 'verified' | 'invalid';

/** /verify-email?token=…: confirms the address (sign-up or email change) and signs the founder in. */
export const VerifyEmailPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { completeSignIn } = useSession();
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    verifyEmail(token)
      .then(async () => {
        if (cancelled) return;
        setStatus('verified');
        await completeSignIn().catch(() => undefined);
      })
      .catch(() => !cancelled && setStatus('invalid'));
    return () => {
      cancelled = true;
    };
  }, [token, completeSignIn]);

  return (
    <Stack gap="lg" align="center" ta="center">
      <Title order={1} size="h2">
        {t('Email verification')}
      </Title>
      {status === 'checking' ? <Loader aria-label={MESSAGES.LOADING} /> : null}
      {status === 'verified' ? <Text role="status">{ACCOUNT_MESSAGES.EMAIL_VERIFIED}</Text> : null}
      {status === 'invalid' ? <Text role="alert">{ACCOUNT_MESSAGES.VERIFY_EMAIL_LINK_INVALID}</Text> : null}
      <Anchor component={Link} to={status === 'verified' ? '/dashboard' : '/'} fw={600} className="tap-link">
        {status === 'verified' ? t('Go to your dashboard') : t('Back to sign in')}
      </Anchor>
    </Stack>
  );
};
