import { Anchor, Text } from '@mantine/core';

/** Placeholder links, as in the spec: the documents are not published yet. */
const PlaceholderLink = ({ children }: { children: string }) => (
  <Anchor href="#" inherit underline="always" onClick={(event) => event.preventDefault()}>
    {children}
  </Anchor>
);

export const TermsFooter = () => (
  <Text size="xs" c="dimmed" ta="center">
    By continuing, you agree to our <PlaceholderLink>Terms of Service</PlaceholderLink> and <PlaceholderLink>Privacy Policy</PlaceholderLink>
  </Text>
);
