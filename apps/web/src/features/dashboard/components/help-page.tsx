import { Accordion, Anchor, List, Paper, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { UPLOAD_KINDS } from '@portal/shared/files';
import { VIDEO_REQUESTED_MINUTES } from '@portal/shared/limits';
import { WIZARD_STEPS } from '@portal/shared/steps';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { AccountPageFrame } from '../../../components/account-page-frame.tsx';
import { t } from '../../../lib/i18n.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const gigabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 3)} GB`;
const extensionList = (extensions: readonly string[]) => extensions.map((e) => e.slice(1).toUpperCase()).join(', ');

const { video, financial_statement: financial, pitch_deck: pitchDeck } = UPLOAD_KINDS;

/** Help & Support: how to reach the team and answers to the questions founders ask most. */
export const HelpPage = () => {
  const config = usePublicConfig();
  return (
    <AccountPageFrame title={t('Help & Support')} intro={t('Answers to common questions, and how to reach the program team.')}>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          {t('Contact us')}
        </Title>
        <Text size="sm" mb="xs">
          {t('Write to the program team and we will answer within two working days. Please mention the email address you signed up with.')}
        </Text>
        {config ? (
          <Anchor href={`mailto:${config.supportEmail}`} fw={600}>
            <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
            {config.supportEmail}
          </Anchor>
        ) : null}
      </Paper>
      <Accordion variant="separated" multiple defaultValue={['steps']}>
        <Accordion.Item value="steps">
          <Accordion.Control>{t('What does the application ask for?')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" mb="xs">
              {t('{count} steps, which you can fill in any order and save one at a time:', { count: WIZARD_STEPS.length })}
            </Text>
            <List size="sm" type="ordered" spacing={4}>
              {WIZARD_STEPS.map((step) => (
                <List.Item key={step.id}>
                  {step.label}
                  {step.optional ? ` (${t('optional')})` : ''}
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="video">
          <Accordion.Control>{t('What should the video pitch look like?')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              {t(
                'About {minutes} minutes on your startup, the problem it solves and who it serves. Formats: {formats}; up to {size}. Uploads resume where they stopped if your connection drops, so a slow network is fine.',
                { minutes: VIDEO_REQUESTED_MINUTES, formats: extensionList(video.extensions), size: gigabytes(video.maxBytes) },
              )}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="documents">
          <Accordion.Control>{t('Which documents can I add?')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              {t('A financial statement ({financialFormats}) and a pitch deck ({deckFormats}), each up to {size}. Both are optional but help the reviewers.', {
                financialFormats: extensionList(financial.extensions),
                deckFormats: extensionList(pitchDeck.extensions),
                size: megabytes(financial.maxBytes),
              })}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="after-submit">
          <Accordion.Control>{t('Can I change my application after submitting?')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              {t('No. A submitted application is locked so that every founder is reviewed on what they sent. If something important changed, write to us.')}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="eligibility">
          <Accordion.Control>{t('Who can apply?')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              {t('Founders of impact-first, for-profit startups with non-zero revenue that serve rural India.')}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="password">
          <Accordion.Control>{t('I forgot my password.')}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{t('Write to us from the email address of your account and we will help you back in.')}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </AccountPageFrame>
  );
};
