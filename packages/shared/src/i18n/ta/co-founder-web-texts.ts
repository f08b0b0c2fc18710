/** The co-founders' web texts in Tamil (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const TA_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'சமர்ப்பிக்கும் முன் ஒவ்வொரு இணை நிறுவனரும் முழு விண்ணப்பத்தையும் படித்ததை உறுதிசெய்கிறார்.',
  'Everyone has confirmed.': 'அனைவரும் உறுதிசெய்துவிட்டனர்.',
  'Go to your dashboard': 'உங்கள் முகப்புக்குச் செல்லுங்கள்',
  'Has read it': 'படித்துவிட்டார்',
  'I have read the whole application': 'முழு விண்ணப்பத்தையும் படித்துவிட்டேன்',
  'If you leave {name}, it is deleted: you are its only member.':
    'நீங்கள் {name} விட்டு விலகினால், அது நீக்கப்படும்: அதில் நீங்கள் மட்டுமே உள்ளீர்கள்.',
  'If you leave {name}, it stays with its other members.': 'நீங்கள் {name} விட்டு விலகினால், அது அதன் மற்ற உறுப்பினர்களிடம் இருக்கும்.',
  'Invite a co-founder': 'இணை நிறுவனரை அழையுங்கள்',
  'Invite sent to {address}. The link works once, for 7 days.':
    '{address} க்கு அழைப்பு அனுப்பப்பட்டது. இணைப்பு ஒருமுறை மட்டும், 7 நாட்கள் வேலை செய்யும்.',
  'Invites waiting for an answer': 'பதிலுக்காகக் காத்திருக்கும் அழைப்புகள்',
  'Join the application': 'விண்ணப்பத்தில் சேருங்கள்',
  'Join your co-founder': 'உங்கள் இணை நிறுவனருடன் சேருங்கள்',
  'Keep mine, do not join': 'என்னுடையதை வைத்துக்கொள், சேர வேண்டாம்',
  'Leave mine and join': 'என்னுடையதை விட்டுச் சேருங்கள்',
  'Leave this application': 'இந்த விண்ணப்பத்தை விட்டு விலகுங்கள்',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'இந்த விண்ணப்பத்தை விட்டு விலகவா? இது உங்கள் இணை நிறுவனர்களிடம் இருக்கும், நீங்கள் இனி இதைத் திறக்க முடியாது.',
  Leave: 'விலகுங்கள்',
  'Not confirmed yet: {names}': 'இன்னும் உறுதிசெய்யவில்லை: {names}',
  Revoke: 'திரும்பப் பெறுங்கள்',
  'Saved by {name}, {time}': '{name} சேமித்தார், {time}',
  'Send invite': 'அழைப்பை அனுப்புங்கள்',
  'Their email address, or their 10-digit mobile number for an SMS.':
    'அவர்களின் மின்னஞ்சல் முகவரி, அல்லது SMS க்கு அவர்களின் 10 இலக்க கைபேசி எண்.',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'இந்த விண்ணப்பத்தில் நீங்கள் மட்டுமே உள்ளீர்கள்: நிறுத்த, விலகுவதற்குப் பதிலாக அதை நீக்குங்கள்.',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'நீங்கள் ஒவ்வொருவரும் உங்கள் சொந்தக் கணக்கில் வேலை செய்வீர்கள்; குழுவில் யார் வேண்டுமானாலும் விண்ணப்பத்தை மாற்றவும் சமர்ப்பிக்கவும் முடியும்.',
  You: 'நீங்கள்',
  'Your team is full: at most {count} co-founders can join one application.':
    'உங்கள் குழு நிரம்பிவிட்டது: ஒரு விண்ணப்பத்தில் அதிகபட்சம் {count} இணை நிறுவனர்கள் சேரலாம்.',
  'Your team': 'உங்கள் குழு',
  'your application': 'உங்கள் விண்ணப்பம்',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} உங்களை {startup} விண்ணப்பத்தில் சேர்ந்து வேலை செய்ய அழைக்கிறார்.',
  '{inviter} invites you to work with them on their application.':
    '{inviter} உங்களை அவருடைய விண்ணப்பத்தில் சேர்ந்து வேலை செய்ய அழைக்கிறார்.',
  '{name} (you)': '{name} (நீங்கள்)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} சமர்ப்பிக்கப்பட்டுவிட்டது, அதில் நீங்கள் மட்டுமே உள்ளீர்கள்: அதை விட்டு விலக முடியாது.',
  '{name} uploaded this file. Replace it with yours?': '{name} இந்தக் கோப்பைப் பதிவேற்றினார். அதற்குப் பதிலாக உங்கள் கோப்பை வைக்கவா?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'குழுவை விட்டு விலகிய ஒரு இணை நிறுவனர் இந்தக் கோப்பைப் பதிவேற்றினார். அதற்குப் பதிலாக உங்கள் கோப்பை வைக்கவா?',
  'Replace it': 'மாற்றுங்கள்',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(காலி)',
  'Changed in two places: choose which to keep': 'இரண்டு இடங்களில் மாற்றப்பட்டது: எதை வைத்துக்கொள்வது என்று தேர்ந்தெடுக்கவும்',
  '{step} — changed in two places: choose which to keep':
    '{step} — இரண்டு இடங்களில் மாற்றப்பட்டது: எதை வைத்துக்கொள்வது என்று தேர்ந்தெடுக்கவும்',
  'Saved earlier': 'முன்பே சேமிக்கப்பட்டது',
  'Yours, not saved': 'உங்களுடையது, சேமிக்கப்படவில்லை',
  'Keep the saved one': 'சேமித்ததை வைத்துக்கொள்',
  'Keep theirs': 'அவருடையதை வைத்துக்கொள்',
  'Keep mine': 'என்னுடையதை வைத்துக்கொள்',
};
