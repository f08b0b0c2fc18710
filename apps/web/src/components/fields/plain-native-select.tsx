import type { CSSProperties, SelectHTMLAttributes } from 'react';
import { InputField, type FieldFrameProps } from './input-field.tsx';
import { FIELD_SIZE } from './mantine-input-classes.ts';

/** Mantine's ComboboxChevron (styled by Combobox.css in app/styles/signed-in.css). */
const CHEVRON_CLASS = 'm_2943220b';

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'disabled'>;

export interface PlainNativeSelectProps extends FieldFrameProps, NativeSelectProps {
  'data-blank'?: true;
}

const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties;
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** Mantine's NativeSelect (the browser's own list), as plain elements (input-field.tsx). */
export const PlainNativeSelect = ({
  label,
  description,
  error,
  errorProps,
  required,
  disabled,
  id,
  className,
  ...select
}: PlainNativeSelectProps) => (
  <InputField
    kind="NativeSelect"
    pointer
    rightSectionInert
    {...{ label, description, error, errorProps, required, disabled, id }}
    rightSection={
      <svg
        style={CHEVRON_STYLE}
        className={`${CHEVRON_CLASS} mantine-ComboboxChevron-chevron`}
        data-size={FIELD_SIZE}
        data-combobox-chevron="true"
        data-error={error ? String(error) : undefined}
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    }
    control={(control) => (
      <select {...select} {...control} className={className ? `${className} ${control.className}` : control.className} />
    )}
  />
);
