import { Anchor } from '@mantine/core';
import { t } from '../../../../lib/i18n.ts';

/** Leaves a passwordless way of signing in for the email and password form. */
export const BackToPasswordLink = ({ onBack }: { onBack: () => void }) => (
  <Anchor component="button" type="button" size="sm" ta="center" mih={44} onClick={onBack}>
    {t('Sign in with your password instead')}
  </Anchor>
);
