import type { CSSProperties, ReactNode } from 'react';
import { Box } from '@mantine/core';

interface Props {
  percent: number;
  size: number;
  thickness: number;
  /** Shown in the middle of the ring. */
  label: ReactNode;
  'aria-label': string;
  style?: CSSProperties;
}

const TRACK = 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))';

/**
 * The wizard's progress ring: two SVG circles and the visible percentage. Mantine's RingProgress would bring its
 * section Tooltip (and floating-ui) onto every step for a hover text this ring never shows.
 */
export const ProgressRing = ({ percent, size, thickness, label, style, ...rest }: Props) => {
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness } as const;
  return (
    <Box role="img" aria-label={rest['aria-label']} pos="relative" w={size} h={size} style={style}>
      <svg width={size} height={size} style={{ transform: 'rotate(-90deg)', display: 'block' }} aria-hidden>
        <circle {...circle} style={{ stroke: TRACK }} />
        {filled > 0 ? (
          <circle
            {...circle}
            stroke="var(--mantine-color-teal-filled)"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
          />
        ) : null}
      </svg>
      <Box pos="absolute" inset={0} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {label}
      </Box>
    </Box>
  );
};
