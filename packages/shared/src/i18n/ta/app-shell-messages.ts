import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const TA_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'இணையம் இல்லை: மாற்றங்கள் இந்தத் தொலைபேசியிலேயே இருக்கும், இணையம் வந்தவுடன் அனுப்பப்படும்',
  UNREACHABLE: 'தளத்துடன் இணைய முடியவில்லை: மாற்றங்கள் இந்தத் தொலைபேசியிலேயே இருக்கும், இணைப்பு திரும்பியவுடன் அனுப்பப்படும்',
  OFFLINE_NOT_KEPT: 'இணையம் இல்லை: இந்தப் பக்கத்தில் இணையம் தேவைப்படும் செயல்கள் இணையம் வரும் வரை நிறுத்தப்பட்டுள்ளன',
  UNREACHABLE_NOT_KEPT: 'தளத்துடன் இணைய முடியவில்லை: இந்தப் பக்கத்தில் இணைப்பு தேவைப்படும் செயல்கள் இணைப்பு திரும்பும் வரை நிறுத்தப்பட்டுள்ளன',
  NEEDS_CONNECTION: 'இதற்கு இணையம் தேவை: இணையம் இல்லாதபோது இது நிறுத்தப்பட்டுள்ளது, எதுவும் இழக்கப்படவில்லை.',
  languageLoading: (language) => `${language} ஏற்றப்படுகிறது…`,
  languageWaits: (language) => `${language} ஏற்ற இணையம் தேவை: இணையம் திரும்பியவுடன் இந்தப் பக்கம் அந்த மொழிக்கு மாறும்.`,
  UPDATE_AVAILABLE: 'புதிய பதிப்பு தயார்',
  UPDATE_HINT: 'தளத்தின் புதிய பதிப்பு தயாராக உள்ளது.',
  UPDATE_RELOAD: 'மீண்டும் திற',
};
