import { lazy, Suspense, useEffect, useState } from 'react';
import { privacyStatusAtStart } from '../../lib/privacy-api.ts';

const ConsentScreen = lazy(() => import('./consent-screen.tsx'));

/**
 * Asks for consent to the current privacy notice when the account has not given it (a new notice version, or an
 * account created without the sign-up form): a screen over every signed-in page until it is accepted. The page's
 * first answer carries it (lib/page-start-answer.ts), so it is usually in already. Without
 * a network the check is skipped; it runs again on the next visit.
 */
export const ConsentGate = ({ userId }: { userId: string }) => {
  const [neededVersion, setNeededVersion] = useState<string>();
  const [firstTime, setFirstTime] = useState(false);
  useEffect(() => {
    let current = true;
    privacyStatusAtStart(userId).then(
      (status) => {
        if (!current || !status.consentNeeded) return;
        setFirstTime(status.consents.length === 0);
        setNeededVersion(status.noticeVersion);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId]);
  if (!neededVersion) return null;
  return (
    <Suspense fallback={null}>
      <ConsentScreen version={neededVersion} firstTime={firstTime} onAccepted={() => setNeededVersion(undefined)} />
    </Suspense>
  );
};
