import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Code, Group, Image, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import QRCode from 'qrcode';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ACCOUNT_MESSAGES } from '@portal/shared/account/account-messages';
import { confirmTwoFactor, disableTwoFactor, fetchTwoFactorEnabled, startTwoFactor } from '../api/security-api.ts';
import { SectionFrame } from './section-frame.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSecurityAction } from '../hooks/use-security-action.ts';
import { typedDigits } from '@portal/shared/format/digits';

type Enrolment = { totpURI: string; backupCodes: string[]; qr: string };

/** TOTP two-factor: enrol (password → QR code and backup codes → confirm with a code) or turn it off. */
export const TwoFactorSection = () => {
  const queryClient = useQueryClient();
  const enabled = useQuery({ queryKey: ['two-factor'], queryFn: ({ signal }) => fetchTwoFactorEnabled(signal) });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const { busy, error, setError, notice, setNotice, run } = useSecurityAction();

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setError(MESSAGES.REQUIRED_FIELDS_AUTH);
    void run(async () => {
      const started = await startTwoFactor(password);
      setEnrolment({ ...started, qr: await QRCode.toDataURL(started.totpURI, { margin: 1, width: 200 }) });
      setPassword('');
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setError(ACCOUNT_MESSAGES.CODE_REQUIRED);
    void run(async () => {
      await confirmTwoFactor(code);
      setEnrolment(null);
      setCode('');
      setNotice(ACCOUNT_MESSAGES.TWO_FACTOR_ENABLED);
      await queryClient.invalidateQueries({ queryKey: ['two-factor'] });
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setError(MESSAGES.REQUIRED_FIELDS_AUTH);
    void run(async () => {
      await disableTwoFactor(password);
      setPassword('');
      setNotice(ACCOUNT_MESSAGES.TWO_FACTOR_DISABLED);
      await queryClient.invalidateQueries({ queryKey: ['two-factor'] });
    });
  };

  const secret = enrolment ? new URL(enrolment.totpURI).searchParams.get('secret') : null;
  return (
    <SectionFrame
      title={t('Two-factor authentication')}
      intro={t('After your password, sign-in also asks for a code from an authenticator app.')}
      error={error}
      notice={notice}
    >
      <Group>
        <Badge color={enabled.data ? 'teal' : 'gray'} variant="light">
          {enabled.data ? t('On') : t('Off')}
        </Badge>
      </Group>
      {enrolment ? (
        <form onSubmit={confirm} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <Text size="sm">{t('1. Scan this QR code with your authenticator app.')}</Text>
              <Image src={enrolment.qr} alt={t('QR code for your authenticator app')} w={200} h={200} />
              <Text size="xs" c="dimmed">
                {t('Or enter this key:')} <Code style={{ overflowWrap: 'anywhere' }}>{secret}</Code>
              </Text>
            </Stack>
            <Stack gap="xs">
              <Text size="sm">{t('2. Save these backup codes somewhere safe. Each works once if you lose your phone.')}</Text>
              <Code block aria-label={t('Backup codes')}>
                {enrolment.backupCodes.join('\n')}
              </Code>
              <TextInput
                label={t('3. Enter the 6-digit code from the app')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(typedDigits(e.currentTarget.value))}
              />
              <Group>
                <Button type="submit" loading={busy}>
                  {t('Turn on')}
                </Button>
                <Button variant="default" onClick={() => setEnrolment(null)} disabled={busy}>
                  {t('Cancel')}
                </Button>
              </Group>
            </Stack>
          </SimpleGrid>
        </form>
      ) : (
        <form onSubmit={enabled.data ? disable : start} noValidate>
          <Group align="flex-end" wrap="wrap">
            <PasswordInput
              label={t('Your password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              style={{ flex: '1 1 14rem' }}
            />
            <Button
              type="submit"
              loading={busy}
              color={enabled.data ? 'red' : undefined}
              variant={enabled.data ? 'light' : 'filled'}
              disabled={enabled.data === undefined}
            >
              {enabled.data ? t('Turn off two-factor') : t('Set up two-factor')}
            </Button>
          </Group>
        </form>
      )}
    </SectionFrame>
  );
};
