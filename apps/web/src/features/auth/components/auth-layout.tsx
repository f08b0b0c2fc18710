import type { ReactNode } from 'react';
import { IconMail } from '@tabler/icons-react';
import { Logo } from '../../../components/logo.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { LandingPanel } from './landing-panel.tsx';
import classes from './auth-layout.module.css';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { InTurn } from '../../../lib/in-turns.tsx';

/**
 * The frame of / and /signup: the support link top right, the form card and the landing panel (left on wide
 * screens, below the form on phones; the form comes first in the document for keyboard and screen-reader users).
 * Plain elements styled as Mantine's Container, Group and Paper (auth-layout.module.css): the frame never changes
 * once shown, and as components it was a tenth of those pages' first render.
 */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const config = usePublicConfig();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Logo productName={config?.productName} size={36} />
        <div className={classes.headerEnd}>
          <LanguageSwitch />
          {config ? (
            <TextLink href={`mailto:${config.supportEmail}`} className={classes.support}>
              <IconMail size={18} aria-hidden />
              <span>{config.supportEmail}</span>
            </TextLink>
          ) : null}
        </div>
      </header>
      <main className={classes.columns}>
        <div className={classes.card}>{children}</div>
        <div className={classes.landing}>
          <InTurn>
            <LandingPanel promoVideoUrl={config?.promoVideoUrl} />
          </InTurn>
        </div>
      </main>
    </div>
  );
};
