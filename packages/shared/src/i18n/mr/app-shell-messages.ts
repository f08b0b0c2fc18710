import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const MR_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'तुम्ही ऑफलाइन आहात: बदल याच फोनवर राहतील आणि इंटरनेट येताच पाठवले जातील',
  UNREACHABLE: 'पोर्टलशी जोडता येत नाही: बदल याच फोनवर राहतील आणि जोडणी परत येताच पाठवले जातील',
  OFFLINE_IN_PAGE: 'तुम्ही ऑफलाइन आहात: इंटरनेट येताच बदल याच पानावरून पाठवले जातील',
  UNREACHABLE_IN_PAGE: 'पोर्टलशी जोडता येत नाही: जोडणी परत येताच बदल याच पानावरून पाठवले जातील',
  OFFLINE_NOT_KEPT: 'तुम्ही ऑफलाइन आहात: या पानावरील ज्या कामांसाठी इंटरनेट लागते, ती इंटरनेट येईपर्यंत बंद आहेत',
  UNREACHABLE_NOT_KEPT: 'पोर्टलशी जोडता येत नाही: या पानावरील ज्या कामांसाठी जोडणी लागते, ती जोडणी परत येईपर्यंत बंद आहेत',
  NEEDS_CONNECTION: 'यासाठी इंटरनेट लागते: ऑफलाइन असताना हे बंद आहे, काहीही हरवलेले नाही.',
  languageLoading: (language) => `${language} लोड होत आहे…`,
  languageWaits: (language) => `${language} लोड करण्यासाठी इंटरनेट लागते: इंटरनेट परत येताच हे पेज त्या भाषेत बदलेल.`,
  UPDATE_AVAILABLE: 'नवीन आवृत्ती उपलब्ध आहे',
  UPDATE_HINT: 'पोर्टलची नवीन आवृत्ती तयार आहे.',
  UPDATE_RELOAD: 'पुन्हा उघडा',
};
