import type { InputHTMLAttributes, ReactNode } from 'react';
import { InputField, type FieldFrameProps } from './input-field.tsx';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | 'disabled'>;

export interface PlainTextInputProps extends FieldFrameProps, NativeInputProps {
  leftSection?: ReactNode;
  leftSectionWidth?: number;
}

/** Mantine's TextInput, as plain elements (input-field.tsx). */
export const PlainTextInput = ({
  label,
  description,
  error,
  errorProps,
  required,
  disabled,
  id,
  leftSection,
  leftSectionWidth,
  ...input
}: PlainTextInputProps) => (
  <InputField
    kind="TextInput"
    {...{ label, description, error, errorProps, required, disabled, id, leftSection, leftSectionWidth }}
    control={(control) => <input {...input} {...control} />}
  />
);
