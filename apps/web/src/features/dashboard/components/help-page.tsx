import type { ReactNode } from 'react';
import { Accordion, Anchor, List, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { UPLOAD_KINDS } from '@portal/shared/uploads/files';
import { VIDEO_REQUESTED_MINUTES } from '@portal/shared/limits';
import { WIZARD_STEPS } from '@portal/shared/application/steps';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { AccountPageFrame } from '../../../components/account-page-frame.tsx';
import { t } from '../../../lib/i18n.ts';
import { TitledCard } from '../../../components/titled-card.tsx';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const gigabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 3)} GB`;
const extensionList = (extensions: readonly string[]) => extensions.map((e) => e.slice(1).toUpperCase()).join(', ');

const { video, financial_statement: financial, pitch_deck: pitchDeck } = UPLOAD_KINDS;

/** One question of the list; its answer is a paragraph unless `answerless` says the children lay out their own. */
const HelpQuestion = ({
  value,
  question,
  answerless = false,
  children,
}: {
  value: string;
  question: string;
  answerless?: boolean;
  children: ReactNode;
}) => (
  <Accordion.Item value={value}>
    <Accordion.Control>{question}</Accordion.Control>
    <Accordion.Panel>{answerless ? children : <Text size="sm">{children}</Text>}</Accordion.Panel>
  </Accordion.Item>
);

/** Help & Support: how to reach the team and answers to the questions founders ask most. */
export const HelpPage = () => {
  const config = usePublicConfig();
  return (
    <AccountPageFrame title={t('Help & Support')} intro={t('Answers to common questions, and how to reach the program team.')}>
      <TitledCard title={t('Contact us')} titleGap="xs">
        <Text size="sm" mb="xs">
          {t(
            'Write to the program team and we will answer within two working days. Please mention the email address you signed up with.',
          )}
        </Text>
        {config ? (
          <Anchor href={`mailto:${config.supportEmail}`} fw={600} className="tap-link">
            <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 6 }} />
            {config.supportEmail}
          </Anchor>
        ) : null}
      </TitledCard>
      <Accordion variant="separated" multiple defaultValue={['steps']}>
        <HelpQuestion value="steps" question={t('What does the application ask for?')} answerless>
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
        </HelpQuestion>
        <HelpQuestion value="video" question={t('What should the video pitch look like?')}>
          {t(
            'About {minutes} minutes on your startup, the problem it solves and who it serves. Formats: {formats}; up to {size}. Uploads resume where they stopped if your connection drops, so a slow network is fine.',
            { minutes: VIDEO_REQUESTED_MINUTES, formats: extensionList(video.extensions), size: gigabytes(video.maxBytes) },
          )}
        </HelpQuestion>
        <HelpQuestion value="documents" question={t('Which documents can I add?')}>
          {t(
            'A financial statement ({financialFormats}) and a pitch deck ({deckFormats}), each up to {size}. Both are optional but help the reviewers.',
            {
              financialFormats: extensionList(financial.extensions),
              deckFormats: extensionList(pitchDeck.extensions),
              size: megabytes(financial.maxBytes),
            },
          )}
        </HelpQuestion>
        <HelpQuestion value="after-submit" question={t('Can I change my application after submitting?')}>
          {t(
            'No. A submitted application is locked so that every founder is reviewed on what they sent. If something important changed, write to us.',
          )}
        </HelpQuestion>
        <HelpQuestion value="eligibility" question={t('Who can apply?')}>
          {t('Founders of impact-first, for-profit startups with non-zero revenue that serve rural India.')}
        </HelpQuestion>
        <HelpQuestion value="password" question={t('I forgot my password.')}>
          {t('Write to us from the email address of your account and we will help you back in.')}
        </HelpQuestion>
      </Accordion>
    </AccountPageFrame>
  );
};
