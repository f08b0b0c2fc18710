import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { describedByOf, hasMessage, useFieldId } from './field-ids.ts';
import { INLINE_INPUT_CLASSES } from './inline-input-classes.ts';
import { INPUT_CLASSES } from './mantine-input-classes.ts';

type NativeCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

export interface PlainCheckboxProps extends NativeCheckboxProps {
  label: ReactNode;
  /** A message under the label, or true to mark the box without one. */
  error?: ReactNode;
}

const ROOT_STYLE = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-color-cyan-filled)',
  '--checkbox-icon-color': 'var(--mantine-color-white)',
} as CSSProperties;
const CHECK = 'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/**
 * Mantine's Checkbox as plain elements with its classes (input-field.tsx says why); its styles are
 * app/styles/consent-checkbox.css.
 */
export const PlainCheckbox = ({ label, error, disabled, ...input }: PlainCheckboxProps) => {
  const id = useFieldId('checkbox');
  return (
    <div
      style={ROOT_STYLE}
      className={`m_bf2d988c mantine-Checkbox-root ${INLINE_INPUT_CLASSES.root} mantine-Checkbox-root`}
      data-variant="filled"
      data-label-position="right"
      data-checked={input.checked || undefined}
      data-disabled={disabled || undefined}
    >
      <div className={`${INLINE_INPUT_CLASSES.body} mantine-Checkbox-body`}>
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            {...input}
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-error={error ? true : undefined}
            data-with-error-styles="true"
            disabled={disabled}
            id={id}
            aria-describedby={describedByOf(id, error, null)}
            type="checkbox"
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path d={CHECK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
        <div
          className={`${INLINE_INPUT_CLASSES.labelWrapper} mantine-Checkbox-labelWrapper`}
          data-disabled={disabled || undefined}
        >
          <label
            className={`${INLINE_INPUT_CLASSES.label} mantine-Checkbox-label`}
            htmlFor={id}
            data-disabled={disabled || undefined}
          >
            {label}
          </label>
          {hasMessage(error) && (
            <p
              className={`m_8e8a99cc mantine-Checkbox-error ${INPUT_CLASSES.error} mantine-InputWrapper-error`}
              id={`${id}-error`}
            >
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
};
