import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is समीक्षा चरण, to keep it apart from the wizard's चरण (step). */
export const HI_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} चुनें`,
  selectPage: 'इस पेज के सभी आवेदन चुनें',
  selected: (n) => `${n} चुने गए`,
  clearSelection: 'चुनाव हटाएँ',
  targetStage: 'चुने गए आवेदन इस समीक्षा चरण में ले जाएँ',
  moveSelected: 'चुने गए आवेदन ले जाएँ',
  confirmTitle: 'आवेदन ले जाएँ',
  confirmText: (n, stage) =>
    `${n} आवेदन ${stage} में ले जाएँ? उनके मौजूदा समीक्षा चरण के समीक्षकों की समीक्षाएँ बनी रहेंगी; ${stage} में नई समीक्षाएँ होंगी।`,
  confirm: (n, stage) => `${n} आवेदन ${stage} में ले जाएँ`,
  cancel: 'रद्द करें',
  moved: (n, stage) => `${n} आवेदन ${stage} में ले जाए गए।`,
  historyStage: (from, to) => (from === null ? `समीक्षा चरण: ${to}` : `समीक्षा चरण: ${from} → ${to}`),
  unknownApplications: (n) => `चुने गए में से ${n} आवेदन मौजूद नहीं हैं या जमा नहीं किए गए हैं। कुछ भी नहीं ले जाया गया।`,
};
