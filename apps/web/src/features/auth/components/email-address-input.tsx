import { PlainTextInput } from '../../../components/fields/plain-text-input.tsx';
import { t } from '../../../lib/i18n.ts';

/** The account's email address, as every sign-in, sign-up and reset form asks for it. */
export const EmailAddressInput = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
}) => (
  <PlainTextInput
    label={t('Email Address')}
    placeholder={t('Enter your email address')}
    type="email"
    autoComplete="email"
    required
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
    error={error}
  />
);
