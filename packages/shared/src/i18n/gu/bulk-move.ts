import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is ચકાસણીનો તબક્કો, to keep it apart from the wizard's પગલું (step). */
export const GU_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} પસંદ કરો`,
  selectPage: 'આ પાનાની બધી અરજીઓ પસંદ કરો',
  selected: (n) => `${n} પસંદ કરી`,
  clearSelection: 'પસંદગી હટાવો',
  targetStage: 'પસંદ કરેલી અરજીઓ આ ચકાસણીના તબક્કામાં લઈ જાઓ',
  moveSelected: 'પસંદ કરેલી અરજીઓ લઈ જાઓ',
  confirmTitle: 'અરજીઓ લઈ જાઓ',
  confirmText: (n, stage) =>
    `${n} અરજીઓ ${stage} માં લઈ જવી છે? તેમના હાલના ચકાસણીના તબક્કાના ચકાસનારાઓની ચકાસણીઓ એમ જ રહેશે; ${stage} માં નવી ચકાસણીઓ થશે.`,
  confirm: (n, stage) => `${n} અરજીઓ ${stage} માં લઈ જાઓ`,
  cancel: 'રદ કરો',
  moved: (n, stage) => `${n} અરજીઓ ${stage} માં લઈ જવામાં આવી.`,
  historyStage: (from, to) => (from === null ? `ચકાસણીનો તબક્કો: ${to}` : `ચકાસણીનો તબક્કો: ${from} → ${to}`),
  unknownApplications: (n) => `પસંદ કરેલીમાંથી ${n} અરજીઓ અસ્તિત્વમાં નથી અથવા જમા થઈ નથી. કશું લઈ જવામાં આવ્યું નથી.`,
};
