import type { CSSProperties, TextareaHTMLAttributes } from 'react';
import { InputField, type FieldFrameProps } from './input-field.tsx';

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'required' | 'disabled' | 'rows'
>;

export interface PlainTextareaProps extends FieldFrameProps, NativeTextareaProps {
  minRows: number;
  maxRows: number;
}

/** Rows of the field's own line height, plus its padding and border. */
const rowsHigh = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y) + calc(0.125rem * var(--mantine-scale)))`;

/**
 * Mantine's Textarea with autosize, as plain elements: the browser grows it with what is typed (`field-sizing:
 * content`) between minRows and maxRows, instead of a script measuring a hidden copy on every render. A browser
 * without field-sizing shows minRows and scrolls.
 */
export const PlainTextarea = ({
  label,
  description,
  error,
  errorProps,
  required,
  disabled,
  id,
  minRows,
  maxRows,
  style,
  ...textarea
}: PlainTextareaProps) => (
  <InputField
    kind="Textarea"
    multiline
    {...{ label, description, error, errorProps, required, disabled, id }}
    control={(control) => (
      <textarea
        rows={minRows}
        {...textarea}
        {...control}
        style={{ fieldSizing: 'content', minHeight: rowsHigh(minRows), maxHeight: rowsHigh(maxRows), ...style } as CSSProperties}
      />
    )}
  />
);
