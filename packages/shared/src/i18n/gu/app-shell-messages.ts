import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const GU_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'તમે ઑફલાઇન છો: ફેરફારો આ જ ફોન પર રહેશે અને ઇન્ટરનેટ આવતાં જ મોકલાશે',
  UNREACHABLE: 'પોર્ટલ સાથે જોડાઈ શકાતું નથી: ફેરફારો આ જ ફોન પર રહેશે અને જોડાણ પાછું આવતાં જ મોકલાશે',
  OFFLINE_IN_PAGE: 'તમે ઑફલાઇન છો: ઇન્ટરનેટ આવતાં જ ફેરફારો આ જ પાના પરથી મોકલાશે',
  UNREACHABLE_IN_PAGE: 'પોર્ટલ સાથે જોડાઈ શકાતું નથી: જોડાણ પાછું આવતાં જ ફેરફારો આ જ પાના પરથી મોકલાશે',
  OFFLINE_NOT_KEPT: 'તમે ઑફલાઇન છો: આ પાના પર જે કામ માટે ઇન્ટરનેટ જોઈએ, તે ઇન્ટરનેટ આવે ત્યાં સુધી બંધ છે',
  UNREACHABLE_NOT_KEPT: 'પોર્ટલ સાથે જોડાઈ શકાતું નથી: આ પાના પર જે કામ માટે જોડાણ જોઈએ, તે જોડાણ પાછું આવે ત્યાં સુધી બંધ છે',
  NEEDS_CONNECTION: 'આ માટે ઇન્ટરનેટ જોઈએ: ઑફલાઇન હો ત્યારે આ બંધ છે, કશું ખોવાયું નથી.',
  languageLoading: (language) => `${language} લોડ થઈ રહી છે…`,
  languageWaits: (language) => `${language} લોડ કરવા ઇન્ટરનેટ જોઈએ: ઇન્ટરનેટ પાછું આવતાં જ આ પેજ એ ભાષામાં બદલાશે.`,
  UPDATE_AVAILABLE: 'નવી આવૃત્તિ ઉપલબ્ધ છે',
  UPDATE_HINT: 'પોર્ટલની નવી આવૃત્તિ તૈયાર છે.',
  UPDATE_RELOAD: 'ફરી ખોલો',
};
