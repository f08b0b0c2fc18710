import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const TA_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT சான்றிதழ் என்பது தொழில் மற்றும் உள்நாட்டு வர்த்தக மேம்பாட்டுத் துறை (DPIIT) வழங்கும் ஸ்டார்ட்அப் இந்தியா அங்கீகாரம். உங்கள் நிறுவனத்திடம் அதன் சான்றிதழ் எண் இருந்தால் மட்டும் "ஆம்" என்பதைத் தேர்ந்தெடுங்கள்.',
  funding: {
    equityFunding: 'நிறுவனத்தின் பங்குகளுக்குப் பதிலாகப் போடப்பட்ட பணம் (தனிப்பட்ட முதலீட்டாளர்கள், துணிகர முதலீடு, நண்பர்கள், குடும்பம்).',
    debtFunding: 'திருப்பிச் செலுத்த வேண்டிய கடன், வட்டியுடன் அல்லது இல்லாமல் (வங்கிக் கடன், NBFC, துணிகரக் கடன்).',
    grantFunding: 'திருப்பித் தர வேண்டாத, பங்கு எதுவும் கொடுக்காமல் கிடைக்கும் பணம் (அரசுத் திட்டங்கள், அறக்கட்டளைகள், போட்டிகள்).',
  },
  amountReads: (grouped, words) =>
    `இது ${grouped} என்று படிக்கப்பட்டது (${words
      .replace(/ crore$/, ' கோடி')
      .replace(/ lakh$/, ' லட்சம்')
      .replace(/ thousand$/, ' ஆயிரம்')})`,
  stepHasError: 'இதைப் பார்க்க வேண்டும்',
  showSummary: 'சுருக்கத்தைக் காட்டு',
  hideSummary: 'சுருக்கத்தை மறை',
  viewApplication: 'உங்கள் விண்ணப்பத்தைப் பாருங்கள்',
  verificationSent: (email) =>
    `${email} முகவரிக்கு உறுதிப்படுத்தல் மின்னஞ்சலை அனுப்பியுள்ளோம். உங்கள் முகவரியை உறுதிப்படுத்த அதிலுள்ள இணைப்பைத் திறங்கள்.`,
};
