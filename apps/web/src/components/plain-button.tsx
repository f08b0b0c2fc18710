import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

/**
 * Mantine's Button and ActionIcon as one <button> with their classes and style variables (the way of
 * components/fields/input-field.tsx): the same look from the same CSS, without the five components deep each
 * renders. The portal's primary colour is cyan (app/theme.ts). app/plain-markup.test.ts compares both.
 */
/** subtle is Mantine's subtle in gray, the password field's eye. */
type Variant = 'filled' | 'default' | 'light' | 'subtle';
type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

const BORDER = 'calc(0.0625rem * var(--mantine-scale))';

const VARIANT_STYLE: Record<Variant, (prefix: string) => Record<string, string>> = {
  filled: (prefix) => ({ [`--${prefix}-color`]: 'var(--mantine-color-white)' }),
  default: (prefix) => ({
    [`--${prefix}-bg`]: 'var(--mantine-color-default)',
    [`--${prefix}-hover`]: 'var(--mantine-color-default-hover)',
    [`--${prefix}-color`]: 'var(--mantine-color-default-color)',
    [`--${prefix}-bd`]: `${BORDER} solid var(--mantine-color-default-border)`,
  }),
  light: (prefix) => ({
    [`--${prefix}-bg`]: 'var(--mantine-color-cyan-light)',
    [`--${prefix}-hover`]: 'var(--mantine-color-cyan-light-hover)',
    [`--${prefix}-color`]: 'var(--mantine-color-cyan-light-color)',
    [`--${prefix}-bd`]: `${BORDER} solid transparent`,
  }),
  subtle: (prefix) => ({
    [`--${prefix}-bg`]: 'transparent',
    [`--${prefix}-hover`]: 'var(--mantine-color-gray-light-hover)',
    [`--${prefix}-color`]: 'var(--mantine-color-gray-light-color)',
    [`--${prefix}-bd`]: `${BORDER} solid transparent`,
  }),
};

const buttonClass = (root: string, pressable: boolean) =>
  `mantine-focus-auto${pressable ? ' mantine-active' : ''} ${root} m_87cf2631 mantine-UnstyledButton-root`;

export interface PlainButtonProps extends NativeButtonProps {
  variant?: Variant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  loading?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

const SIZE_MD = {
  '--button-height': 'var(--button-height-md)',
  '--button-padding-x': 'var(--button-padding-x-md)',
  '--button-fz': 'var(--mantine-font-size-md)',
};
const LOADER_POSITION: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${BORDER}))`,
};
const LOADER_LOOK = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

export const PlainButton = ({
  variant = 'filled',
  size = 'sm',
  fullWidth,
  loading,
  leftSection,
  rightSection,
  disabled,
  type = 'button',
  style,
  children,
  ...button
}: PlainButtonProps) => (
  <button
    {...button}
    style={{ ...(size === 'md' ? SIZE_MD : {}), ...VARIANT_STYLE[variant]('button'), ...style }}
    className={buttonClass('m_77c9d27d mantine-Button-root', !disabled && !loading)}
    data-variant={variant === 'filled' ? undefined : variant}
    data-size={size === 'sm' ? undefined : size}
    data-block={fullWidth || undefined}
    data-disabled={disabled || undefined}
    data-loading={loading || undefined}
    data-with-left-section={leftSection ? true : undefined}
    data-with-right-section={rightSection ? true : undefined}
    type={type}
    disabled={disabled || loading}
  >
    {loading && (
      <span style={LOADER_POSITION} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
        <span style={LOADER_LOOK} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
      </span>
    )}
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection && (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
        {children}
      </span>
      {rightSection && (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  </button>
);

export interface PlainActionIconProps extends NativeButtonProps {
  variant: Exclude<Variant, 'filled'>;
  /** In px; without it, the size the component's own class gives. */
  size?: number;
  'aria-label': string;
  /** The class of the component the icon button is part of (Mantine puts it first). */
  partOf?: string;
}

/** An icon button (Mantine's ActionIcon); its label is for screen readers. */
export const PlainActionIcon = ({ variant, size, partOf, type = 'button', style, children, ...button }: PlainActionIconProps) => (
  <button
    {...button}
    style={
      {
        ...(size === undefined ? {} : { '--ai-size': `calc(${size / 16}rem * var(--mantine-scale))` }),
        ...VARIANT_STYLE[variant]('ai'),
        ...style,
      } as CSSProperties
    }
    className={buttonClass(`${partOf ? `${partOf} ` : ''}m_8d3f4000 mantine-ActionIcon-root`, !button.disabled)}
    data-variant={variant}
    type={type}
  >
    <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
  </button>
);
