import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import classes from './auth-heading.module.css';

/**
 * The logo, the page's title and a line naming the product (kept in place, hidden, until the config arrives). Plain
 * elements styled like Mantine's Stack, Title and Text (auth-heading.module.css): fewer components in the sign-in
 * and sign-up pages' first render.
 */
export const AuthHeading = ({ title, tagline }: { title: string; tagline: (productName: string) => string }) => {
  const config = usePublicConfig();
  return (
    <div className={classes.heading}>
      <Logo size={48} />
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.tagline} style={{ visibility: config ? 'visible' : 'hidden' }}>
        {tagline(config?.productName ?? '')}
      </p>
    </div>
  );
};
