import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { redeemMagicLink } from '../api/other-sign-in.ts';
import { useSession } from '../../../lib/use-session.ts';
import { t } from '../../../lib/i18n.ts';

const TwoFactorStep = lazy(() => import('./other-sign-in/two-factor-step.tsx'));

type Status = 'checking' | 'two-factor' | 'invalid';

/**
 * /magic-link?token=…: the landing page of an emailed sign-in link. Signs in (after the 2FA code when it is on), then
 * goes to /, which takes the signed-in person home (GuestOnly: the console for staff, else /dashboard).
 */
export const MagicLinkPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { completeSignIn } = useSession();
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // Links work once: a remount (React's dev double effect) must not redeem it twice.
    const redeemed = redeemOnce(token);
    redeemed
      .then(async (outcome) => {
        if (cancelled) return;
        if (outcome === null) return setStatus('invalid');
        if (outcome === 'two-factor') return setStatus('two-factor');
        await completeSignIn();
        void navigate('/', { replace: true });
      })
      .catch(() => !cancelled && setStatus('invalid'));
    return () => {
      cancelled = true;
    };
  }, [token, completeSignIn, navigate]);

  const signedIn = async () => {
    await completeSignIn();
    void navigate('/', { replace: true });
  };

  if (status === 'two-factor') {
    return (
      <Suspense fallback={<Loader mx="auto" aria-label={MESSAGES.LOADING} />}>
        <TwoFactorStep onSignedIn={signedIn} onBack={() => void navigate('/', { replace: true })} />
      </Suspense>
    );
  }
  return (
    <Stack gap="lg" align="center" ta="center">
      <Title order={1} size="h2">
        {t('Signing you in')}
      </Title>
      {status === 'checking' ? (
        <Loader aria-label={MESSAGES.LOADING} />
      ) : (
        <Text role="alert">{ACCOUNT_MESSAGES.MAGIC_LINK_INVALID}</Text>
      )}
      {status === 'invalid' ? (
        <Anchor component={Link} to="/" fw={600} className="tap-link">
          {t('Back to sign in')}
        </Anchor>
      ) : null}
    </Stack>
  );
};

const pending = new Map<string, ReturnType<typeof redeemMagicLink>>();
const redeemOnce = (token: string) => {
  let promise = pending.get(token);
  if (!promise) pending.set(token, (promise = redeemMagicLink(token)));
  return promise;
};
