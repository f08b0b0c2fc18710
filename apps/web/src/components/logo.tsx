import { Group, Text } from '@mantine/core';

/** The WHY club mark (the same drawing as /favicon.svg), with the product name beside it when given. */
export const Logo = ({ productName, size = 40 }: { productName?: string; size?: number }) => (
  <Group gap="xs" wrap="nowrap">
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={productName ? undefined : 'WHY Club logo'} aria-hidden={productName ? true : undefined}>
      <rect width="64" height="64" rx="14" fill="#0b7285" />
      <text x="32" y="42" fontFamily="Arial, sans-serif" fontSize="26" fontWeight="700" textAnchor="middle" fill="#fff">
        WHY
      </text>
    </svg>
    {productName ? (
      <Text fw={700} size="lg">
        {productName}
      </Text>
    ) : null}
  </Group>
);
