import type { CSSProperties, ReactNode } from 'react';
import { describedByOf, hasMessage as isMessage, useFieldId } from './field-ids.ts';
import { FIELD_SIZE, INPUT_CLASSES, mantineRem } from './mantine-input-classes.ts';

/** Which Mantine input a plain field stands for: its static class names (mantine-TextInput-root …) say so. */
export type FieldKind = 'TextInput' | 'Textarea' | 'NativeSelect' | 'PasswordInput';

export interface FieldFrameProps {
  label?: ReactNode;
  description?: ReactNode;
  /** A message shown under the field, or true to mark the field without one. */
  error?: ReactNode;
  errorProps?: { role?: string };
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/** What the frame gives the control it holds: its id, its look and the ARIA that ties it to the label and messages. */
export interface ControlProps {
  id: string;
  className: string;
  'data-variant': 'default';
  'data-disabled'?: true;
  'data-error'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
  disabled?: boolean;
}

interface InputFieldProps extends FieldFrameProps {
  kind: FieldKind;
  leftSection?: ReactNode;
  leftSectionWidth?: number;
  rightSection?: ReactNode;
  /** The right section does not take clicks (a select's chevron). */
  rightSectionInert?: boolean;
  multiline?: boolean;
  pointer?: boolean;
  /** The description under the field rather than above it. */
  descriptionBelow?: boolean;
  /** A class and style variables of the component's own on the root (PasswordInput has them). */
  root?: { className: string; style: CSSProperties };
  control: (props: ControlProps) => ReactNode;
}

const SMALLER_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const HALF_XS = 'calc(var(--mantine-spacing-xs) / 2)';

/**
 * Mantine's InputWrapper and Input as plain elements with their classes: the same markup, styled by the same CSS,
 * without the ten components deep each Mantine field renders. The wizard's company step shows eight fields in its
 * first render on a slow phone (decision 017).
 */
export const InputField = ({
  kind,
  label,
  description,
  error,
  errorProps,
  required,
  disabled,
  id,
  leftSection,
  leftSectionWidth,
  rightSection,
  rightSectionInert,
  multiline,
  pointer,
  descriptionBelow,
  root,
  control,
}: InputFieldProps) => {
  const inputId = useFieldId('field', id);
  const hasMessage = isMessage(error);
  const describedBy = describedByOf(inputId, error, description);
  const wrapperStyle = {
    ...(description && !descriptionBelow ? { '--input-margin-top': HALF_XS } : {}),
    ...(hasMessage || (description && descriptionBelow) ? { '--input-margin-bottom': HALF_XS } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(multiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
    ...(leftSectionWidth ? { '--input-left-section-width': mantineRem(leftSectionWidth) } : {}),
    ...(rightSectionInert ? { '--input-right-section-pointer-events': 'none' } : {}),
  } as CSSProperties;
  const name = (part: string) => `mantine-InputWrapper-${part} mantine-${kind}-${part}`;
  const descriptionElement = description && (
    <p
      style={{ '--input-description-size': SMALLER_TEXT } as CSSProperties}
      className={`${INPUT_CLASSES.description} ${name('description')}`}
      data-size={FIELD_SIZE}
      id={`${inputId}-description`}
    >
      {description}
    </p>
  );
  return (
    <div
      style={root?.style}
      className={`${root ? `${root.className} ` : ''}${INPUT_CLASSES.root} mantine-InputWrapper-root mantine-${kind}-root`}
      data-size={FIELD_SIZE}
      data-error={error ? true : undefined}
    >
      {label && (
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className={`${INPUT_CLASSES.label} ${name('label')}`}
          data-size={FIELD_SIZE}
          data-required={required || undefined}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {label}
          {required && (
            <span className={`${INPUT_CLASSES.required} ${name('required')}`} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {descriptionBelow ? null : descriptionElement}
      <div
        style={wrapperStyle}
        className={`${INPUT_CLASSES.wrapper} mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size={FIELD_SIZE}
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        data-pointer={pointer || undefined}
        data-multiline={multiline || undefined}
        data-with-left-section={leftSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {leftSection && (
          <div data-position="left" className={`${INPUT_CLASSES.section} mantine-Input-section mantine-${kind}-section`}>
            {leftSection}
          </div>
        )}
        {control({
          id: inputId,
          className: `${INPUT_CLASSES.input} mantine-Input-input mantine-${kind}-input`,
          'data-variant': 'default',
          'data-disabled': disabled || undefined,
          'data-error': error ? true : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          required,
          disabled,
        })}
        {rightSection && (
          <div data-position="right" className={`${INPUT_CLASSES.section} mantine-Input-section mantine-${kind}-section`}>
            {rightSection}
          </div>
        )}
      </div>
      {descriptionBelow ? descriptionElement : null}
      {hasMessage && (
        <p
          style={{ '--input-error-size': SMALLER_TEXT } as CSSProperties}
          className={`${INPUT_CLASSES.error} ${name('error')}`}
          data-size={FIELD_SIZE}
          {...errorProps}
          id={`${inputId}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
};
