import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const HI_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'आप ऑफ़लाइन हैं: बदलाव इसी फ़ोन पर रहेंगे और इंटरनेट आते ही भेज दिए जाएँगे',
  UNREACHABLE: 'पोर्टल से जुड़ नहीं पा रहे: बदलाव इसी फ़ोन पर रहेंगे और कनेक्शन लौटते ही भेज दिए जाएँगे',
  OFFLINE_IN_PAGE: 'आप ऑफ़लाइन हैं: बदलाव इंटरनेट आते ही इसी पेज से भेज दिए जाएँगे',
  UNREACHABLE_IN_PAGE: 'पोर्टल से जुड़ नहीं पा रहे: बदलाव कनेक्शन लौटते ही इसी पेज से भेज दिए जाएँगे',
  OFFLINE_NOT_KEPT: 'आप ऑफ़लाइन हैं: इस पेज पर जिन कामों के लिए इंटरनेट चाहिए, वे इंटरनेट आने तक बंद हैं',
  UNREACHABLE_NOT_KEPT: 'पोर्टल से जुड़ नहीं पा रहे: इस पेज पर जिन कामों के लिए कनेक्शन चाहिए, वे कनेक्शन लौटने तक बंद हैं',
  NEEDS_CONNECTION: 'इसके लिए इंटरनेट चाहिए: ऑफ़लाइन रहते हुए यह बंद है, कुछ भी खोया नहीं है।',
  languageLoading: (language) => `${language} लोड हो रही है…`,
  languageWaits: (language) => `${language} लोड करने के लिए इंटरनेट चाहिए: इंटरनेट लौटते ही यह पेज उस भाषा में बदल जाएगा।`,
  UPDATE_AVAILABLE: 'नया संस्करण उपलब्ध है',
  UPDATE_HINT: 'पोर्टल का नया संस्करण तैयार है।',
  UPDATE_RELOAD: 'फिर से खोलें',
};
