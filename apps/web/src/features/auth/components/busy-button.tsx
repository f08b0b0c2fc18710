import { Loader } from '@mantine/core';
import { PlainButton } from '../../../components/plain-button.tsx';

/** A full-width submit button that keeps its label readable and shows a spinner while the request runs. */
export const BusyButton = ({ busy, label, busyLabel = label }: { busy: boolean; label: string; busyLabel?: string }) => (
  <PlainButton
    type="submit"
    fullWidth
    size="md"
    disabled={busy}
    aria-busy={busy}
    leftSection={busy ? <Loader size={18} color="currentColor" aria-hidden /> : null}
  >
    {busy ? busyLabel : label}
  </PlainButton>
);
