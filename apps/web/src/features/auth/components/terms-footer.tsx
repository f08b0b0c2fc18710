import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';

/** Terms of Service is a placeholder, as in the spec; Privacy Policy opens the privacy notice (docs/decisions/005-data-rights.md). */
const PlaceholderLink = ({ children }: { children: string }) => (
  <Anchor href="#" inherit underline="always" onClick={(event) => event.preventDefault()}>
    {children}
  </Anchor>
);

export const TermsFooter = () => (
  <Text size="xs" c="dimmed" ta="center">
    By continuing, you agree to our <PlaceholderLink>Terms of Service</PlaceholderLink> and{' '}
    <Anchor component={Link} to="/privacy" inherit underline="always">
      Privacy Policy
    </Anchor>
  </Text>
);
