import { useId, type ReactNode } from 'react';

/** A field's id: the one given, else a generated one safe in ids and CSS selectors (`prefix` names the kind). */
export const useFieldId = (prefix: string, given?: string): string => {
  const generated = useId();
  return given ?? `${prefix}${generated.replace(/[^\w-]/g, '')}`;
};

/** Whether an error is a message to show under the field (true only marks the field). */
export const hasMessage = (error: ReactNode): boolean => Boolean(error) && typeof error !== 'boolean';

/** The ids a field's control is described by, as Mantine orders them: its message, then its description. */
export const describedByOf = (id: string, error: ReactNode, description: ReactNode): string | undefined =>
  [hasMessage(error) && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ') || undefined;
