import type { Locale } from '../locales.ts';

/**
 * The bodies of the two WhatsApp templates to register in WhatsApp Manager (category Utility), one per language the
 * portal sends them in (WHATSAPP_LANGUAGE): Meta sends only an approved template's own text, the portal only its
 * parameters (whatsappReminderParameters, whatsappTeamParameters). `application_reminder` takes {{1}} the cohort,
 * {{2}} the closing time, {{3}} what is missing, {{4}} the link to the step, {{5}} the stop link; `team_message` takes
 * {{1}} the team's text, {{2}} the link, {{3}} the stop link. Neither starts or ends with a parameter (Meta refuses
 * such bodies).
 */
export const WHATSAPP_TEMPLATE_BODIES: Record<Locale, { reminder: string; team: string }> = {
  en: {
    reminder: 'Reminder: {{1}} closes {{2}}. {{3}}. Continue: {{4}} Stop these WhatsApp messages: {{5}} (no sign-in needed).',
    team: 'A message from the program team: {{1}} {{2}} Stop these WhatsApp messages: {{3}} (no sign-in needed).',
  },
  hi: {
    reminder: 'रिमाइंडर: {{1}} {{2}} को बंद होगा। {{3}}। आगे बढ़ें: {{4}} ये WhatsApp संदेश बंद करें: {{5}} (साइन इन की ज़रूरत नहीं)।',
    team: 'प्रोग्राम टीम का संदेश: {{1}} {{2}} ये WhatsApp संदेश बंद करें: {{3}} (साइन इन की ज़रूरत नहीं)।',
  },
  mr: {
    reminder: 'आठवण: {{1}} {{2}} रोजी बंद होईल. {{3}}. पुढे चला: {{4}} हे WhatsApp संदेश बंद करा: {{5}} (साइन इनची गरज नाही).',
    team: 'प्रोग्राम टीमचा संदेश: {{1}} {{2}} हे WhatsApp संदेश बंद करा: {{3}} (साइन इनची गरज नाही).',
  },
  gu: {
    reminder: 'યાદ: {{1}} {{2}} ના રોજ બંધ થશે. {{3}}. આગળ વધો: {{4}} આ WhatsApp સંદેશ બંધ કરો: {{5}} (સાઇન ઇનની જરૂર નથી).',
    team: 'પ્રોગ્રામ ટીમનો સંદેશ: {{1}} {{2}} આ WhatsApp સંદેશ બંધ કરો: {{3}} (સાઇન ઇનની જરૂર નથી).',
  },
  ta: {
    reminder:
      'நினைவூட்டல்: {{1}} {{2}} அன்று மூடப்படும். {{3}}. தொடர: {{4}} இந்த WhatsApp செய்திகளை நிறுத்த: {{5}} (உள்நுழைய வேண்டியதில்லை).',
    team: 'திட்டக் குழுவின் செய்தி: {{1}} {{2}} இந்த WhatsApp செய்திகளை நிறுத்த: {{3}} (உள்நுழைய வேண்டியதில்லை).',
  },
  te: {
    reminder: 'రిమైండర్: {{1}} {{2}} న ముగుస్తుంది. {{3}}. కొనసాగించండి: {{4}} ఈ WhatsApp సందేశాలు ఆపండి: {{5}} (సైన్ ఇన్ అవసరం లేదు).',
    team: 'ప్రోగ్రామ్ బృందం నుంచి సందేశం: {{1}} {{2}} ఈ WhatsApp సందేశాలు ఆపండి: {{3}} (సైన్ ఇన్ అవసరం లేదు).',
  },
  kn: {
    reminder: 'ಜ್ಞಾಪನೆ: {{1}} {{2}} ರಂದು ಮುಚ್ಚುತ್ತದೆ. {{3}}. ಮುಂದುವರಿಸಿ: {{4}} ಈ WhatsApp ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ: {{5}} (ಸೈನ್ ಇನ್ ಬೇಕಿಲ್ಲ).',
    team: 'ಪ್ರೋಗ್ರಾಮ್ ತಂಡದ ಸಂದೇಶ: {{1}} {{2}} ಈ WhatsApp ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ: {{3}} (ಸೈನ್ ಇನ್ ಬೇಕಿಲ್ಲ).',
  },
  bn: {
    reminder: 'রিমাইন্ডার: {{1}} বন্ধ হবে {{2}}। {{3}}। এগিয়ে যান: {{4}} এই WhatsApp বার্তা বন্ধ করুন: {{5}} (সাইন ইন লাগবে না)।',
    team: 'প্রোগ্রাম দলের বার্তা: {{1}} {{2}} এই WhatsApp বার্তা বন্ধ করুন: {{3}} (সাইন ইন লাগবে না)।',
  },
  ur: {
    reminder:
      'یاد دہانی: {{1}} {{2}} کو بند ہوگا۔ {{3}}۔ آگے بڑھیں: {{4}} یہ WhatsApp پیغامات بند کریں: {{5}} (سائن اِن کی ضرورت نہیں)۔',
    team: 'پروگرام ٹیم کا پیغام: {{1}} {{2}} یہ WhatsApp پیغامات بند کریں: {{3}} (سائن اِن کی ضرورت نہیں)۔',
  },
};
