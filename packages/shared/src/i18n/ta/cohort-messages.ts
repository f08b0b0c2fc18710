import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import { REMINDER_LIMITS, type REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';

/** The cohorts' and reminders' messages in Tamil (a cohort is a சுற்று, an intake round). */
export const TA_COHORT_MESSAGES: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'சுற்றின் பெயரை ஆங்கிலத்திலும் இந்தியிலும் எழுதுங்கள்.',
  NAME_TOO_LONG: `சுற்றின் பெயர் அதிகபட்சம் ${COHORT_LIMITS.nameMax} எழுத்துகள் இருக்கலாம்.`,
  DESCRIPTION_TOO_LONG: `விவரம் அதிகபட்சம் ${COHORT_LIMITS.descriptionMax} எழுத்துகள் இருக்கலாம்.`,
  TIME_INVALID: 'திறக்கும், மூடும் நேரங்களை இந்திய நேரத்தில் (IST) தேதியும் நேரமுமாக எழுதுங்கள்.',
  DATES_REVERSED: 'மூடும் நேரம் திறக்கும் நேரத்துக்குப் பின் இருக்க வேண்டும்.',
  CLOSES_IN_PAST: 'மூடும் நேரம் ஏற்கெனவே கடந்துவிட்டது: எதிர்கால நேரத்தைத் தேர்ந்தெடுங்கள், அல்லது சுற்றை இப்போதே மூடுங்கள்.',
  COHORT_NOT_FOUND: 'இந்தச் சுற்று கிடைக்கவில்லை.',
  ALREADY_APPLIED: 'இந்தச் சுற்றுக்கு ஏற்கெனவே உங்கள் விண்ணப்பம் உள்ளது: உங்கள் டாஷ்போர்டிலிருந்து அதைத் திறங்கள்.',
  DRAFT_ELSEWHERE:
    'இன்னும் திறந்திருக்கும் வேறொரு சுற்றுக்கான உங்கள் விண்ணப்பம் முடியாமல் உள்ளது. முதலில் அதைச் சமர்ப்பியுங்கள், பின் இதற்கு விண்ணப்பியுங்கள்.',
  COHORT_ARCHIVED: 'இந்தச் சுற்று காப்பகத்தில் உள்ளது, இனி மாற்ற முடியாது.',
  STILL_OPEN: 'இந்தச் சுற்று இன்னும் திறந்துள்ளது: காப்பகத்தில் வைக்கும் முன் அதை மூடுங்கள்.',
  STAGE_OTHER_COHORT:
    'இவற்றில் சில விண்ணப்பங்கள் இந்தக் கட்டத்தின் சுற்றைச் சேர்ந்தவை அல்ல. ஒவ்வொரு சுற்றின் விண்ணப்பங்களையும் அதன் சொந்தக் கட்டங்களுக்கு நகர்த்துங்கள்.',
};

export const TA_REMINDER_MESSAGES: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `மூடுவதற்கு முன் அதிகபட்சம் ${REMINDER_LIMITS.maxTimes} நினைவூட்டல் நேரங்களை எழுதுங்கள், எ.கா. 7d, 2d, 1d, 3h (நாட்கள் அல்லது மணி நேரங்கள், 15m முதல் 60d வரை), காற்புள்ளியால் பிரித்து.`,
  LINK_INVALID:
    'செய்திகளை நிறுத்தும் இந்த இணைப்பு சரியில்லை. செய்தியிலிருந்து முழு இணைப்பையும் நகலெடுங்கள், அல்லது உங்கள் கணக்குப் பக்கத்தில் அவற்றை நிறுத்துங்கள்.',
  CHANNEL_NEEDS_MOBILE:
    'SMS, WhatsApp இரண்டுக்கும் உறுதிசெய்யப்பட்ட இந்தியக் கைபேசி எண் (+91) தேவை. முதலில் உங்கள் கணக்குப் பக்கத்தில் அதைச் சேர்த்து உறுதிசெய்யுங்கள்.',
};
