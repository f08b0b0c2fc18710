import { Stack, Text, Title } from '@mantine/core';
import { Logo } from '../../../components/logo.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';

/** The logo, the page's title and a line naming the product (kept in place, hidden, until the config arrives). */
export const AuthHeading = ({ title, tagline }: { title: string; tagline: (productName: string) => string }) => {
  const config = usePublicConfig();
  return (
    <Stack gap={6} align="center" ta="center">
      <Logo size={48} />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" style={{ visibility: config ? 'visible' : 'hidden' }}>
        {tagline(config?.productName ?? '')}
      </Text>
    </Stack>
  );
};
