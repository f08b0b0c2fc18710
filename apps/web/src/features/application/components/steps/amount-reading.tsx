import { Text } from '@mantine/core';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { RUPEES_MESSAGES, formatRupees, readRupees, rupeesInWords } from '@portal/shared/format/rupees';
import { MUTED } from '../../lib/tones.ts';

/** What the typed amount reads as, grouped the Indian way and in words, or how to type it. */
export const AmountReading = ({ id, value }: { id: string; value: unknown }) => {
  const reading = readRupees(value);
  return (
    <Text id={id} size="sm" c={MUTED} mt={4} aria-live="polite" data-testid={id}>
      {reading.ok && reading.rupees > 0
        ? FOUNDER_HELP_TEXTS.amountReads(formatRupees(reading.rupees), rupeesInWords(reading.rupees))
        : RUPEES_MESSAGES.HINT}
    </Text>
  );
};
