import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const TA_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'சேமிக்கப்பட்டது',
  SAVING: 'சேமிக்கப்படுகிறது…',
  NOT_SENT: 'இன்னும் அனுப்பப்படவில்லை: இணையம் வந்ததும் அனுப்பப்படும்',
  DRAFT: 'வரைவு இந்தத் தொலைபேசியில் உள்ளது — இன்னும் அனுப்பப்படவில்லை',
  couldNotSave: (reason) => `சேமிக்க முடியவில்லை: ${reason}`,
  STEP_UNSENT: 'மாற்றங்கள் இன்னும் அனுப்பப்படவில்லை',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} படிகள் இன்னும் அனுப்பப்படவில்லை`,
  ANSWER_NOT_KEPT: 'நீங்கள் பதிலளித்த ஒரு கேள்வியைத் திட்டக் குழு நீக்கிவிட்டது, அதனால் அந்தப் பதில் வைக்கப்படவில்லை. மற்றவை அனைத்தும் சேமிக்கப்பட்டன.',
  SUBMIT_QUEUED: 'இணையம் இல்லை. உங்கள் விண்ணப்பம் முழுமையாக உள்ளது, இந்தத் தொலைபேசியில் சேமிக்கப்பட்டுள்ளது; இணையம் வந்தவுடன் சமர்ப்பிக்கப்படும்.',
  UPLOAD_OFFLINE_HEADING: 'இணையம் இல்லை',
  UPLOAD_WAITING: 'இணைப்புக்காகக் காத்திருக்கிறது…',
  UPLOAD_WAITING_HINT: 'இணையம் திரும்பியவுடன் பதிவேற்றம் தானாகத் தொடரும்.',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% அனுப்பப்பட்டது. தொடர அதே கோப்பை மீண்டும் தேர்ந்தெடுங்கள்`,
  uploadUnfinished: (fileName) => `${fileName}: முடியவில்லை. தொடர அதே கோப்பை மீண்டும் தேர்ந்தெடுங்கள்`,
  CHOOSE_VIDEO_TOUCH: 'வீடியோ பதிவுசெய்ய அல்லது தேர்ந்தெடுக்கத் தொடுங்கள்',
  CHOOSE_DOCUMENT_TOUCH: 'கோப்பைத் தேர்ந்தெடுக்கத் தொடுங்கள்',
  RECORD_VIDEO: 'வீடியோ பதிவுசெய்',
};
