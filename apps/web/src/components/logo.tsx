import { Group, Text } from '@mantine/core';
import { t } from '../lib/i18n.ts';

/** The WHY club mark (the same drawing as /favicon.svg), with the product name beside it when given. */
/** `nameVisibleFrom` hides the name below a breakpoint (narrow headers keep only the mark). */
export const Logo = ({ productName, size = 40, nameVisibleFrom }: { productName?: string; size?: number; nameVisibleFrom?: 'xs' | 'sm' | 'md' }) => (
  <Group gap="xs" wrap="nowrap">
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={productName && !nameVisibleFrom ? undefined : t('{name} logo', { name: productName ?? 'WHY Club' })} aria-hidden={productName && !nameVisibleFrom ? true : undefined}>
      <rect width="64" height="64" rx="14" fill="#0b7285" />
      <text x="32" y="42" fontFamily="Arial, sans-serif" fontSize="26" fontWeight="700" textAnchor="middle" fill="#fff">
        WHY
      </text>
    </svg>
    {productName ? (
      <Text fw={700} size="lg" visibleFrom={nameVisibleFrom}>
        {productName}
      </Text>
    ) : null}
  </Group>
);
