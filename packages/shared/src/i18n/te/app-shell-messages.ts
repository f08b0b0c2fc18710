import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const TE_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'ఇంటర్నెట్ లేదు: మార్పులు ఈ ఫోన్‌లోనే ఉంటాయి, ఇంటర్నెట్ రాగానే పంపబడతాయి',
  UNREACHABLE: 'పోర్టల్‌కు కనెక్ట్ కాలేకపోతున్నాము: మార్పులు ఈ ఫోన్‌లోనే ఉంటాయి, కనెక్షన్ తిరిగి రాగానే పంపబడతాయి',
  OFFLINE_IN_PAGE: 'ఇంటర్నెట్ లేదు: ఇంటర్నెట్ రాగానే మార్పులు ఈ పేజీ నుంచే పంపబడతాయి',
  UNREACHABLE_IN_PAGE: 'పోర్టల్‌కు కనెక్ట్ కాలేకపోతున్నాము: కనెక్షన్ తిరిగి రాగానే మార్పులు ఈ పేజీ నుంచే పంపబడతాయి',
  OFFLINE_NOT_KEPT: 'ఇంటర్నెట్ లేదు: ఈ పేజీలో ఇంటర్నెట్ అవసరమైన పనులు ఇంటర్నెట్ వచ్చే వరకు ఆగి ఉన్నాయి',
  UNREACHABLE_NOT_KEPT: 'పోర్టల్‌కు కనెక్ట్ కాలేకపోతున్నాము: ఈ పేజీలో కనెక్షన్ అవసరమైన పనులు కనెక్షన్ తిరిగి వచ్చే వరకు ఆగి ఉన్నాయి',
  NEEDS_CONNECTION: 'దీనికి ఇంటర్నెట్ అవసరం: ఇంటర్నెట్ లేనప్పుడు ఇది ఆగి ఉంటుంది, ఏదీ పోలేదు.',
  languageLoading: (language) => `${language} లోడ్ అవుతోంది…`,
  languageWaits: (language) => `${language} లోడ్ చేయడానికి ఇంటర్నెట్ అవసరం: ఇంటర్నెట్ తిరిగి రాగానే ఈ పేజీ ఆ భాషలోకి మారుతుంది.`,
  UPDATE_AVAILABLE: 'కొత్త వెర్షన్ సిద్ధంగా ఉంది',
  UPDATE_HINT: 'పోర్టల్ యొక్క కొత్త వెర్షన్ సిద్ధంగా ఉంది.',
  UPDATE_RELOAD: 'మళ్లీ తెరవండి',
};
