import { ChangePasswordSection } from './change-password-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { PhoneSection } from './phone-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TokensSection } from './tokens-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** The account-security controls of /account/security, loaded as their own chunk. */
const SecuritySettings = () => (
  <>
    <EmailSection />
    <ChangePasswordSection />
    <TwoFactorSection />
    <PasskeysSection />
    <PhoneSection />
    <SessionsSection />
    <TokensSection />
  </>
);

export default SecuritySettings;
