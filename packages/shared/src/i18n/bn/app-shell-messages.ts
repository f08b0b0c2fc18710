import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const BN_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'আপনি অফলাইনে আছেন: বদলগুলি এই ফোনেই থাকবে, ইন্টারনেট এলেই পাঠানো হবে',
  UNREACHABLE: 'পোর্টালের সাথে যোগাযোগ হচ্ছে না: বদলগুলি এই ফোনেই থাকবে, সংযোগ ফিরলেই পাঠানো হবে',
  OFFLINE_IN_PAGE: 'আপনি অফলাইনে আছেন: ইন্টারনেট এলেই বদলগুলি এই পাতা থেকেই পাঠানো হবে',
  UNREACHABLE_IN_PAGE: 'পোর্টালের সাথে যোগাযোগ হচ্ছে না: সংযোগ ফিরলেই বদলগুলি এই পাতা থেকেই পাঠানো হবে',
  OFFLINE_NOT_KEPT: 'আপনি অফলাইনে আছেন: এই পাতার যে কাজগুলিতে ইন্টারনেট লাগে, ইন্টারনেট না আসা পর্যন্ত সেগুলি বন্ধ',
  UNREACHABLE_NOT_KEPT: 'পোর্টালের সাথে যোগাযোগ হচ্ছে না: এই পাতার যে কাজগুলিতে সংযোগ লাগে, সংযোগ না ফেরা পর্যন্ত সেগুলি বন্ধ',
  NEEDS_CONNECTION: 'এর জন্য ইন্টারনেট লাগবে: অফলাইনে থাকাকালীন এটি বন্ধ, কিছুই হারায়নি।',
  languageLoading: (language) => `${language} লোড হচ্ছে…`,
  languageWaits: (language) => `${language} লোড করতে ইন্টারনেট লাগবে: ইন্টারনেট ফিরলেই এই পাতা সেই ভাষায় বদলে যাবে।`,
  UPDATE_AVAILABLE: 'নতুন সংস্করণ এসেছে',
  UPDATE_HINT: 'পোর্টালের নতুন সংস্করণ তৈরি।',
  UPDATE_RELOAD: 'আবার খুলুন',
};
