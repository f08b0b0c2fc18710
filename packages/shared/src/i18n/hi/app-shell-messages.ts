import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const HI_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'आप ऑफ़लाइन हैं: बदलाव इसी फ़ोन पर रहेंगे और इंटरनेट आते ही भेज दिए जाएँगे',
  UNREACHABLE: 'पोर्टल से जुड़ नहीं पा रहे: बदलाव इसी फ़ोन पर रहेंगे और कनेक्शन लौटते ही भेज दिए जाएँगे',
  UPDATE_AVAILABLE: 'नया संस्करण उपलब्ध है',
  UPDATE_HINT: 'पोर्टल का नया संस्करण तैयार है।',
  UPDATE_RELOAD: 'फिर से खोलें',
};
