import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const GU_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'સાચવ્યું',
  SAVING: 'સચવાઈ રહ્યું છે…',
  NOT_SENT: 'હજુ મોકલ્યું નથી: ઇન્ટરનેટ આવશે ત્યારે મોકલાશે',
  DRAFT: 'મુસદ્દો આ જ ફોન પર રાખ્યો છે — હજુ મોકલ્યો નથી',
  DRAFT_IN_PAGE: 'ફક્ત આ જ પેજ પર લખ્યું છે — હજુ મોકલ્યું નથી',
  couldNotSave: (reason) => `સાચવી શકાયું નહીં: ${reason}`,
  STEP_UNSENT: 'ફેરફારો હજુ મોકલ્યા નથી',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} પગલાં હજુ મોકલ્યાં નથી`,
  ANSWER_NOT_KEPT: 'પ્રોગ્રામ ટીમે તમે જવાબ આપેલો એક પ્રશ્ન દૂર કર્યો છે, તેથી તે જવાબ રાખવામાં આવ્યો નથી. બાકી બધું સચવાઈ ગયું છે.',
  ANSWER_NO_LONGER_FITS:
    'પ્રોગ્રામ ટીમે તમે જવાબ આપેલો એક પ્રશ્ન બદલ્યો છે, અને તમારો જવાબ હવે તેની સાથે બંધબેસતો નથી, તેથી તે રાખવામાં આવ્યો નથી. કૃપા કરીને ફરીથી જવાબ આપો. બાકી બધું સચવાઈ ગયું છે.',
  SUBMIT_QUEUED: 'તમે ઑફલાઇન છો. તમારી અરજી પૂરી છે અને આ જ ફોન પર સાચવી છે; ઇન્ટરનેટ આવતાં જ તે જમા થઈ જશે.',
  NOT_KEPT_ON_PHONE: 'આ ફોનમાં તમારા ફેરફારો રાખવાની જગ્યા બચી નથી. તે મોકલાય ત્યાં સુધી આ પેજ ખુલ્લું રાખો: ઇન્ટરનેટ આવતાં જ તે મોકલાશે.',
  UPLOAD_OFFLINE_HEADING: 'ઇન્ટરનેટ નથી',
  UPLOAD_WAITING: 'જોડાણની રાહ જોવાય છે…',
  UPLOAD_WAITING_HINT: 'ઇન્ટરનેટ પાછું આવતાં જ અપલોડ જાતે આગળ ચાલશે.',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% મોકલ્યું. આગળ મોકલવા માટે એ જ ફાઇલ ફરી પસંદ કરો`,
  uploadUnfinished: (fileName) => `${fileName}: પૂરું થયું નથી. આગળ મોકલવા માટે એ જ ફાઇલ ફરી પસંદ કરો`,
  CHOOSE_VIDEO_TOUCH: 'વિડિયો રેકોર્ડ કરવા અથવા પસંદ કરવા માટે સ્પર્શ કરો',
  CHOOSE_DOCUMENT_TOUCH: 'ફાઇલ પસંદ કરવા માટે સ્પર્શ કરો',
  RECORD_VIDEO: 'વિડિયો રેકોર્ડ કરો',
};
