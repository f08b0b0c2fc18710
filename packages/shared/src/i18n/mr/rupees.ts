import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const MR_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'रक्कम पूर्ण रुपयांमध्ये लिहा, उदा. 2,50,000',
  TOO_LARGE: 'कृपया ही रक्कम तपासा: ती आमच्या मर्यादेपेक्षा जास्त आहे',
  HINT: 'पूर्ण रुपये, उदा. 2,50,000',
};
