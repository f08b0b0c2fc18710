import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const BN_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'টাকার অঙ্ক পুরো টাকায় লিখুন, যেমন 2,50,000',
  TOO_LARGE: 'অনুগ্রহ করে অঙ্কটি দেখে নিন: এটি আমাদের সীমার চেয়ে বেশি',
  HINT: 'পুরো টাকা, যেমন 2,50,000',
};
