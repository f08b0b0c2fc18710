import type { CSSProperties, ReactNode } from 'react';
import { describedByOf, hasMessage, useFieldId } from './field-ids.ts';
import { INLINE_INPUT_CLASSES } from './inline-input-classes.ts';
import { INPUT_CLASSES, mantineRem } from './mantine-input-classes.ts';

const RADIO_CLASSES = { root: 'm_f3f1af94', inner: 'm_89c4f5e4', radio: 'm_8a3dbb89', icon: 'm_f3ed6b2b' } as const;

interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface PlainRadioGroupProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  disabled?: boolean;
}

const RADIO_STYLE = {
  '--radio-color': 'var(--mantine-color-cyan-filled)',
  '--radio-icon-color': 'var(--mantine-color-white)',
} as CSSProperties;
const ROW_STYLE = {
  '--group-gap': 'var(--mantine-spacing-lg)',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
  marginTop: mantineRem(6),
} as CSSProperties;

/**
 * Mantine's Radio.Group with its Radios in a row, as plain elements with Mantine's classes (input-field.tsx says
 * why): native radio inputs sharing a name, so the arrow keys move between them as in any browser form.
 */
export const PlainRadioGroup = ({ label, description, error, value, onChange, options, disabled }: PlainRadioGroupProps) => {
  const base = useFieldId('radio');
  const describedBy = describedByOf(base, error, description);
  return (
    <div
      className={`${INPUT_CLASSES.root} mantine-InputWrapper-root mantine-RadioGroup-root`}
      data-error={error ? true : undefined}
    >
      <div className={`${INPUT_CLASSES.label} mantine-InputWrapper-label mantine-RadioGroup-label`} id={`${base}-label`}>
        {label}
      </div>
      {description && (
        <p
          className={`${INPUT_CLASSES.description} mantine-InputWrapper-description mantine-RadioGroup-description`}
          id={`${base}-description`}
        >
          {description}
        </p>
      )}
      <div role="radiogroup" aria-labelledby={`${base}-label`} aria-describedby={describedBy}>
        <div style={ROW_STYLE} className="m_4081bf90 mantine-Group-root">
          {options.map((option) => {
            const checked = option.value === value;
            const optionId = `${base}-${option.value}`;
            return (
              <div
                key={option.value}
                style={RADIO_STYLE}
                className={`${RADIO_CLASSES.root} mantine-Radio-root ${INLINE_INPUT_CLASSES.root} mantine-Radio-root`}
                data-label-position="right"
                data-checked={checked || undefined}
              >
                <div className={`${INLINE_INPUT_CLASSES.body} mantine-Radio-body`}>
                  <div className={`${RADIO_CLASSES.inner} mantine-Radio-inner`} data-label-position="right">
                    <input
                      className={`mantine-focus-auto ${RADIO_CLASSES.radio} mantine-Radio-radio`}
                      data-with-error-styles="true"
                      disabled={disabled}
                      id={optionId}
                      type="radio"
                      name={base}
                      checked={checked}
                      value={option.value}
                      onChange={() => onChange(option.value)}
                    />
                    <svg
                      xmlns="http://www.w3.org/2000/svg"
                      fill="none"
                      viewBox="0 0 5 5"
                      aria-hidden="true"
                      className={`${RADIO_CLASSES.icon} mantine-Radio-icon`}
                    >
                      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
                    </svg>
                  </div>
                  <div
                    className={`${INLINE_INPUT_CLASSES.labelWrapper} mantine-Radio-labelWrapper`}
                    data-disabled={disabled || undefined}
                  >
                    <label
                      className={`${INLINE_INPUT_CLASSES.label} mantine-Radio-label`}
                      htmlFor={optionId}
                      data-disabled={disabled || undefined}
                    >
                      {option.label}
                    </label>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {hasMessage(error) && (
        <p className={`${INPUT_CLASSES.error} mantine-InputWrapper-error mantine-RadioGroup-error`} id={`${base}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};
