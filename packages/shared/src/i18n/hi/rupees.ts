import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const HI_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'रकम पूरे रुपयों में लिखें, जैसे 2,50,000',
  TOO_LARGE: 'कृपया यह रकम जाँचें: यह हमारी सीमा से ज़्यादा है',
  HINT: 'पूरे रुपये, जैसे 2,50,000',
};
