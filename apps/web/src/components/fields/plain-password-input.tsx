import { useState, type CSSProperties, type InputHTMLAttributes, type KeyboardEvent, type SyntheticEvent } from 'react';
import { t } from '../../lib/i18n.ts';
import { PlainActionIcon } from '../plain-button.tsx';
import { InputField, type FieldFrameProps } from './input-field.tsx';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | 'disabled' | 'type'>;

export interface PlainPasswordInputProps extends FieldFrameProps, NativeInputProps {
  /** The description under the field rather than above it. */
  descriptionBelow?: boolean;
}

const ROOT = {
  className: 'm_f61ca620 mantine-PasswordInput-root',
  style: { '--psi-icon-size': 'var(--psi-icon-size-sm)', '--psi-button-size': 'var(--psi-button-size-sm)' } as CSSProperties,
};
const ICON_STYLE = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: '16',
} as const;

/** Mantine's eye (hidden) and struck-through eye (shown) icons. */
const VisibilityIcon = ({ shown }: { shown: boolean }) => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={ICON_STYLE}>
    <path fill="none" d="M0 0h256v256H0z" />
    {shown ? (
      <>
        <path {...STROKE} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
        <path
          {...STROKE}
          d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
        />
      </>
    ) : (
      <>
        <path {...STROKE} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
        <circle cx="128" cy="128" r="40" {...STROKE} />
      </>
    )}
  </svg>
);

/**
 * Mantine's PasswordInput as plain elements (input-field.tsx): the password hidden until the eye is pressed, which
 * keeps the focus in the field (as Mantine's does, the eye is not a tab stop). The eye's label is in the founder's
 * language (Mantine's is English only).
 */
export const PlainPasswordInput = ({
  label,
  description,
  descriptionBelow,
  error,
  errorProps,
  required,
  disabled,
  id,
  autoComplete = 'off',
  ...input
}: PlainPasswordInputProps) => {
  const [shown, setShown] = useState(false);
  const toggle = (event: SyntheticEvent) => {
    event.preventDefault();
    setShown((was) => !was);
  };
  const toggleByKey = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') toggle(event);
  };
  return (
    <InputField
      kind="PasswordInput"
      root={ROOT}
      {...{ label, description, descriptionBelow, error, errorProps, required, disabled, id }}
      rightSection={
        <PlainActionIcon
          variant="subtle"
          partOf="m_b1072d44 mantine-PasswordInput-visibilityToggle"
          disabled={disabled}
          aria-pressed={shown}
          tabIndex={-1}
          aria-label={t('Show or hide the password')}
          onMouseDown={toggle}
          onTouchEnd={toggle}
          onKeyDown={toggleByKey}
        >
          <VisibilityIcon shown={shown} />
        </PlainActionIcon>
      }
      control={({
        className,
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
        id: inputId,
        required: isRequired,
        disabled: isDisabled,
        ...look
      }) => (
        <div className={`m_ccf8da4c ${className}`} {...look}>
          <input
            {...input}
            required={isRequired}
            data-invalid={invalid}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            disabled={isDisabled}
            id={inputId}
            aria-describedby={describedBy}
            autoComplete={autoComplete}
            type={shown ? 'text' : 'password'}
          />
        </div>
      )}
    />
  );
};
