import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import type { PrivacyNotice } from '@portal/shared/privacy/privacy';
import { CONSENT_TEXTS } from '@portal/shared/privacy/privacy-messages';
import { fetchPrivacyNotice, recordConsent } from '../../lib/privacy-api.ts';
import { PrivacyNoticeText } from './privacy-notice.tsx';
import '../../app/styles/consent-checkbox.css';
import { t } from '../../lib/i18n.ts';
import classes from './consent-screen.module.css';
import { serverErrorText } from '../../lib/server-error-text.ts';

/**
 * The blocking consent screen: the notice, an unticked checkbox and Agree; it cannot be closed otherwise. A native
 * modal <dialog> (focus kept inside, the page behind inert) rather than a Modal with its scroll-lock and focus-trap
 * code, which every signed-in page would otherwise fetch.
 */
const ConsentScreen = ({ version, firstTime, onAccepted }: { version: string; firstTime: boolean; onAccepted: () => void }) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Shown modal again if the browser closes it anyway (a repeated Escape may not be cancellable).
  const keepOpen = () => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };
  useEffect(keepOpen, []);
  const [notice, setNotice] = useState<PrivacyNotice>();
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    fetchPrivacyNotice().then(setNotice, (error: Error) => setProblem(serverErrorText(error)));
  }, []);
  const accept = async () => {
    if (!ticked) {
      setProblem(CONSENT_TEXTS.REQUIRED);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await recordConsent(notice?.version ?? version);
      onAccepted();
    } catch (error) {
      setProblem(serverErrorText(error));
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={dialogRef}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      onClose={keepOpen}
    >
      <h2 id={titleId} className={classes.title}>
        {firstTime ? CONSENT_TEXTS.NEEDED_TITLE : CONSENT_TEXTS.UPDATED_TITLE}
      </h2>
      <Stack gap="md">
        <Text size="sm">{firstTime ? CONSENT_TEXTS.NEEDED_BODY : CONSENT_TEXTS.UPDATED_BODY}</Text>
        {notice ? <PrivacyNoticeText notice={notice} /> : <Loader mx="auto" aria-label={t('Loading...')} />}
        <Checkbox checked={ticked} onChange={(event) => setTicked(event.currentTarget.checked)} label={CONSENT_TEXTS.CHECKBOX} />
        {problem ? (
          <Alert color="red" role="alert">
            {t(problem)}
          </Alert>
        ) : null}
        <Button onClick={() => void accept()} loading={busy}>
          {CONSENT_TEXTS.ACCEPT}
        </Button>
      </Stack>
    </dialog>
  );
};

export default ConsentScreen;
