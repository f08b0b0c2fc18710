import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const GU_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'રકમ પૂરા રૂપિયામાં લખો, જેમ કે 2,50,000',
  TOO_LARGE: 'કૃપા કરીને આ રકમ તપાસો: તે અમારી મર્યાદા કરતાં વધુ છે',
  HINT: 'પૂરા રૂપિયા, જેમ કે 2,50,000',
};
