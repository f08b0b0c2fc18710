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

/**
 * A card of the landing side: a heading over a list. The landing side is plain elements styled like Mantine's Paper,
 * Title and Text (landing-panel.module.css): it never changes once shown, and as components it was about a fifth
 * of what the sign-in page rendered before its first paint.
 */
const LandingList = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={classes.card}>
    <h3 className={classes.cardTitle}>{title}</h3>
    <ul className={classes.list}>{children}</ul>
  </section>
);

/** The landing side of the sign-in and sign-up pages: landing copy, promo video, eligibility, community benefits. */
export const LandingPanel = ({ promoVideoUrl }: { promoVideoUrl: string | null | undefined }) => (
  <div className={classes.panel}>
    <div>
      <h2 className={classes.title}>{t('Join the WHY club')}</h2>
      <p className={classes.tagline}>{t("Building sustainable solutions for Bharat's next billion")}</p>
    </div>
    <PromoVideo url={promoVideoUrl} title={t('Why join the WHY club')} />
    <LandingList title={t('Who can apply')}>
      {ELIGIBILITY.map((item) => (
        <li key={item.title} className={classes.item}>
          <span className={classes.check}>
            <IconCheck size={14} aria-hidden />
          </span>
          <div>
            <p className={classes.itemTitle}>{t(item.title)}</p>
            <p className={classes.itemText}>{t(item.text)}</p>
          </div>
        </li>
      ))}
    </LandingList>
    <LandingList title={t('What the community gives you')}>
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className={classes.item} data-centered>
          <span className={classes.benefitIcon}>{benefit.icon}</span>
          <p className={classes.itemTitle} data-regular>
            {t(benefit.title)}
          </p>
        </li>
      ))}
    </LandingList>
  </div>
);
