import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Container, Group, Loader, Paper, Stack } from '@mantine/core';
import type { PrivacyNotice } from '@portal/shared/privacy/privacy';
import { PRIVACY_NOTICE_TEXTS } from '@portal/shared/privacy/privacy-messages';
import { PrivacyNoticeText } from '../../features/privacy/privacy-notice.tsx';
import { fetchPrivacyNotice } from '../../lib/privacy-api.ts';
import { t } from '../../lib/i18n.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { serverErrorText } from '../../lib/server-error-text.ts';

/** /privacy: the notice, open to everyone (linked from sign-up and the account page). */
const PrivacyRoute = () => {
  const [notice, setNotice] = useState<PrivacyNotice>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    fetchPrivacyNotice().then(setNotice, (error: Error) => setFailed(serverErrorText(error)));
  }, []);
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to="/" size="sm" className="tap-link">
            {PRIVACY_NOTICE_TEXTS.BACK}
          </Anchor>
          <LanguageSwitch />
        </Group>
        <Paper withBorder p="lg">
          {notice ? (
            <PrivacyNoticeText notice={notice} headingOrder={1} />
          ) : failed ? (
            <Alert color="red">{failed}</Alert>
          ) : (
            <Loader mx="auto" aria-label={t('Loading...')} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
};

export default PrivacyRoute;
