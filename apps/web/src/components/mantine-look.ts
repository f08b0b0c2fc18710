import type { CSSProperties } from 'react';

/**
 * The classes and style variables Mantine's layout components (Paper, Group, Stack, Text, Title) put on their one
 * element, for a plain element to look the same without the component (three or four deep each, in the first render
 * of a page on a slow phone: docs/performance.md). app/plain-markup.test.ts renders both and compares.
 */
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
const spacing = (value: Spacing) =>
  typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${value})`;

interface Look {
  className: string;
  style: CSSProperties;
}

/** A look with more inline style on top (what Mantine's style props add). */
export const withStyle = <L extends Look>(look: L, style: CSSProperties): L => ({ ...look, style: { ...look.style, ...style } });

export const DIMMED: CSSProperties = { color: 'var(--mantine-color-dimmed)' };

const withClass = (look: Look, className?: string): Look =>
  className ? { ...look, className: `${look.className} ${className}` } : look;

/** Paper withBorder radius="md". */
export const paperLook = (className?: string): Look & { 'data-with-border': true } => ({
  ...withClass(
    { className: 'm_1b7284a3 mantine-Paper-root', style: { '--paper-radius': 'var(--mantine-radius-md)' } as CSSProperties },
    className,
  ),
  'data-with-border': true,
});

export const groupLook = ({
  gap = 'md',
  justify = 'flex-start',
  align = 'center',
  wrap = 'wrap',
}: {
  gap?: Spacing;
  justify?: string;
  align?: string;
  wrap?: 'wrap' | 'nowrap';
}): Look => ({
  className: 'm_4081bf90 mantine-Group-root',
  style: {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties,
});

export const stackLook = (gap: Spacing): Look => ({
  className: 'm_6d731127 mantine-Stack-root',
  style: { '--stack-gap': spacing(gap), '--stack-align': 'stretch', '--stack-justify': 'flex-start' } as CSSProperties,
});

/** Text, at the default size or a named one (dimmed: withStyle(textLook(), DIMMED)). */
export const textLook = (size?: 'xs' | 'sm'): Look & { 'data-size'?: string } => ({
  className: 'mantine-focus-auto m_b6d8b162 mantine-Text-root',
  style: (size
    ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }
    : {}) as CSSProperties,
  ...(size ? { 'data-size': size } : {}),
});

/** Title of an order (its element is h{order}) at a heading's size. */
export const titleLook = (order: 1 | 2, size: 'h2' | 'h3'): Look & { 'data-size': string; 'data-order': number } => ({
  className: 'm_8a5d1357 mantine-Title-root',
  style: {
    '--title-fw': `var(--mantine-${size}-font-weight)`,
    '--title-lh': `var(--mantine-${size}-line-height)`,
    '--title-fz': `var(--mantine-${size}-font-size)`,
  } as CSSProperties,
  'data-size': size,
  'data-order': order,
});

/** Card withBorder: by default shadow="sm" padding="xl"; a review section's is radius="md" padding="md" without a shadow. */
export const cardLook = ({
  shadow = 'sm',
  padding = 'xl',
  radius,
}: { shadow?: 'sm' | null; padding?: 'md' | 'xl'; radius?: 'md' } = {}): Look & {
  'data-with-border': true;
  'data-orientation': 'vertical';
} => ({
  className: 'm_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root',
  style: {
    ...(radius ? { '--paper-radius': `var(--mantine-radius-${radius})` } : {}),
    ...(shadow ? { '--paper-shadow': `var(--mantine-shadow-${shadow})` } : {}),
    '--card-padding': `var(--mantine-spacing-${padding})`,
  } as CSSProperties,
  'data-with-border': true,
  'data-orientation': 'vertical',
});

/** Container size="lg" with xl padding above and below. */
export const containerLook = (): Look & { 'data-size': 'lg'; 'data-strategy': 'block' } => ({
  className: 'm_7485cace mantine-Container-root',
  style: { '--container-size': 'var(--container-size-lg)', paddingBlock: 'var(--mantine-spacing-xl)' } as CSSProperties,
  'data-size': 'lg',
  'data-strategy': 'block',
});

/** List size="sm" with its spacing between items (each item: PlainList in plain-list.tsx). */
export const listLook = (gap: Spacing): Look & { 'data-size': 'sm' } => ({
  className: 'm_abbac491 mantine-List-root',
  style: {
    '--list-fz': 'var(--mantine-font-size-sm)',
    '--list-lh': 'var(--mantine-line-height-sm)',
    '--list-spacing': spacing(gap),
  } as CSSProperties,
  'data-size': 'sm',
});
