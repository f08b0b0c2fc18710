import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCoinRupee, IconHeartHandshake, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PromoVideo } from './promo-video.tsx';
import classes from './landing-panel.module.css';
import { t } from '../../../lib/i18n.ts';

const ELIGIBILITY = [
  { title: 'Impact-First Approach', text: 'Your product improves lives and livelihoods in rural India.' },
  { title: 'For-Profit Entity', text: 'A registered company building a sustainable business.' },
  { title: 'Non-Zero Revenue', text: 'Customers already pay for what you offer.' },
] as const;

const BENEFITS: { title: string; icon: ReactNode }[] = [
  { title: 'Mentorship and resources', icon: <IconHeartHandshake size={18} aria-hidden /> },
  { title: 'Network with impact entrepreneurs', icon: <IconUsersGroup size={18} aria-hidden /> },
  { title: 'Funding opportunities', icon: <IconCoinRupee size={18} aria-hidden /> },
];

/** A card of the landing side: a heading over a list. */
const LandingList = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="md">
    <Title order={3} size="h4" mb="sm">
      {title}
    </Title>
    <ul className={classes.list}>{children}</ul>
  </Paper>
);

/** The landing side of the sign-in and sign-up pages: landing copy, promo video, eligibility, community benefits. */
export const LandingPanel = ({ promoVideoUrl }: { promoVideoUrl: string | null | undefined }) => (
  <Stack gap="lg">
    <div>
      <Title order={2} size="h1">
        {t('Join the WHY club')}
      </Title>
      <Text size="lg" c="dimmed" mt={4}>
        {t("Building sustainable solutions for Bharat's next billion")}
      </Text>
    </div>
    <PromoVideo url={promoVideoUrl} title={t('Why join the WHY club')} />
    <LandingList title={t('Who can apply')}>
      {ELIGIBILITY.map((item) => (
        <li key={item.title} className={classes.item}>
          <span className={classes.check}>
            <IconCheck size={14} aria-hidden />
          </span>
          <div>
            <Text fw={600}>{t(item.title)}</Text>
            <Text size="sm" c="dimmed">
              {t(item.text)}
            </Text>
          </div>
        </li>
      ))}
    </LandingList>
    <LandingList title={t('What the community gives you')}>
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className={classes.item} data-centered>
          <span className={classes.benefitIcon}>{benefit.icon}</span>
          <Text>{t(benefit.title)}</Text>
        </li>
      ))}
    </LandingList>
  </Stack>
);
