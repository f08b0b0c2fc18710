/** The co-founders' web texts in Kannada (apps/web/src/features/application/team), keyed by their English wording; the messages (co-founder-texts.ts) are a table of the pack. */
export const KN_CO_FOUNDER_WEB_TEXTS: Record<string, string> = {
  'Every co-founder confirms they have read the whole application before it is submitted.':
    'ಸಲ್ಲಿಸುವ ಮೊದಲು ಪ್ರತಿ ಸಹ-ಸಂಸ್ಥಾಪಕರೂ ಇಡೀ ಅರ್ಜಿಯನ್ನು ಓದಿರುವುದಾಗಿ ದೃಢಪಡಿಸುತ್ತಾರೆ.',
  'Everyone has confirmed.': 'ಎಲ್ಲರೂ ದೃಢಪಡಿಸಿದ್ದಾರೆ.',
  'Go to your dashboard': 'ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ಗೆ ಹೋಗಿ',
  'Has read it': 'ಓದಿದ್ದಾರೆ',
  'I have read the whole application': 'ನಾನು ಇಡೀ ಅರ್ಜಿಯನ್ನು ಓದಿದ್ದೇನೆ',
  'If you leave {name}, it is deleted: you are its only member.': 'ನೀವು {name} ಬಿಟ್ಟರೆ, ಅದು ಅಳಿಸಲ್ಪಡುತ್ತದೆ: ಅದರಲ್ಲಿ ನೀವು ಒಬ್ಬರೇ ಇದ್ದೀರಿ.',
  'If you leave {name}, it stays with its other members.': 'ನೀವು {name} ಬಿಟ್ಟರೆ, ಅದು ಅದರ ಇತರ ಸದಸ್ಯರ ಬಳಿ ಉಳಿಯುತ್ತದೆ.',
  'Invite a co-founder': 'ಸಹ-ಸಂಸ್ಥಾಪಕರನ್ನು ಆಹ್ವಾನಿಸಿ',
  'Invite sent to {address}. The link works once, for 7 days.': '{address} ಗೆ ಆಹ್ವಾನ ಕಳುಹಿಸಲಾಗಿದೆ. ಲಿಂಕ್ ಒಮ್ಮೆ ಮಾತ್ರ, 7 ದಿನ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
  'Invites waiting for an answer': 'ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯುತ್ತಿರುವ ಆಹ್ವಾನಗಳು',
  'Join the application': 'ಅರ್ಜಿಗೆ ಸೇರಿ',
  'Join your co-founder': 'ನಿಮ್ಮ ಸಹ-ಸಂಸ್ಥಾಪಕರ ಜೊತೆ ಸೇರಿ',
  'Keep mine, do not join': 'ನನ್ನದನ್ನು ಇಟ್ಟುಕೊಳ್ಳಿ, ಸೇರಬೇಡಿ',
  'Leave mine and join': 'ನನ್ನದನ್ನು ಬಿಟ್ಟು ಸೇರಿ',
  'Leave this application': 'ಈ ಅರ್ಜಿಯನ್ನು ಬಿಡಿ',
  'Leave this application? It stays with your co-founders and you can no longer open it.':
    'ಈ ಅರ್ಜಿಯನ್ನು ಬಿಡಬೇಕೆ? ಅದು ನಿಮ್ಮ ಸಹ-ಸಂಸ್ಥಾಪಕರ ಬಳಿ ಉಳಿಯುತ್ತದೆ, ನೀವು ಅದನ್ನು ಇನ್ನು ತೆರೆಯಲಾಗುವುದಿಲ್ಲ.',
  Leave: 'ಬಿಡಿ',
  'Not confirmed yet: {names}': 'ಇನ್ನೂ ದೃಢಪಡಿಸಿಲ್ಲ: {names}',
  Revoke: 'ಹಿಂಪಡೆಯಿರಿ',
  'Saved by {name}, {time}': '{name} ಉಳಿಸಿದ್ದಾರೆ, {time}',
  'Send invite': 'ಆಹ್ವಾನ ಕಳುಹಿಸಿ',
  'Their email address, or their 10-digit mobile number for an SMS.': 'ಅವರ ಇಮೇಲ್ ವಿಳಾಸ, ಅಥವಾ SMS ಗಾಗಿ ಅವರ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ.',
  'You are the only member of this application: to stop, delete it instead of leaving.':
    'ಈ ಅರ್ಜಿಯಲ್ಲಿ ನೀವು ಒಬ್ಬರೇ ಇದ್ದೀರಿ: ನಿಲ್ಲಿಸಲು, ಬಿಡುವ ಬದಲು ಅದನ್ನು ಅಳಿಸಿ.',
  'You will each use your own account; everyone on the team can edit and submit the application.':
    'ನೀವು ಪ್ರತಿಯೊಬ್ಬರೂ ನಿಮ್ಮ ಸ್ವಂತ ಖಾತೆಯಿಂದ ಕೆಲಸ ಮಾಡುತ್ತೀರಿ; ತಂಡದ ಯಾರಾದರೂ ಅರ್ಜಿಯನ್ನು ಬದಲಿಸಬಹುದು ಮತ್ತು ಸಲ್ಲಿಸಬಹುದು.',
  You: 'ನೀವು',
  'Your team is full: at most {count} co-founders can join one application.':
    'ನಿಮ್ಮ ತಂಡ ತುಂಬಿದೆ: ಒಂದು ಅರ್ಜಿಗೆ ಗರಿಷ್ಠ {count} ಸಹ-ಸಂಸ್ಥಾಪಕರು ಸೇರಬಹುದು.',
  'Your team': 'ನಿಮ್ಮ ತಂಡ',
  'your application': 'ನಿಮ್ಮ ಅರ್ಜಿ',
  '{inviter} invites you to work with them on the application of {startup}.':
    '{inviter} ಅವರು ನಿಮ್ಮನ್ನು {startup} ಅರ್ಜಿಯಲ್ಲಿ ಜೊತೆಯಾಗಿ ಕೆಲಸ ಮಾಡಲು ಕರೆಯುತ್ತಿದ್ದಾರೆ.',
  '{inviter} invites you to work with them on their application.':
    '{inviter} ಅವರು ನಿಮ್ಮನ್ನು ತಮ್ಮ ಅರ್ಜಿಯಲ್ಲಿ ಜೊತೆಯಾಗಿ ಕೆಲಸ ಮಾಡಲು ಕರೆಯುತ್ತಿದ್ದಾರೆ.',
  '{name} (you)': '{name} (ನೀವು)',
  '{name} is submitted and you are its only member: it cannot be left.':
    '{name} ಸಲ್ಲಿಸಲಾಗಿದೆ ಮತ್ತು ಅದರಲ್ಲಿ ನೀವು ಒಬ್ಬರೇ ಇದ್ದೀರಿ: ಅದನ್ನು ಬಿಡಲಾಗುವುದಿಲ್ಲ.',
  '{name} uploaded this file. Replace it with yours?': '{name} ಈ ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ್ದಾರೆ. ಅದರ ಬದಲು ನಿಮ್ಮ ಫೈಲ್ ಇಡಬೇಕೆ?',
  'A co-founder who has left uploaded this file. Replace it with yours?':
    'ತಂಡ ಬಿಟ್ಟ ಒಬ್ಬ ಸಹ-ಸಂಸ್ಥಾಪಕರು ಈ ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ್ದರು. ಅದರ ಬದಲು ನಿಮ್ಮ ಫೈಲ್ ಇಡಬೇಕೆ?',
  'Replace it': 'ಬದಲಿಸಿ',
  // The conflict panel (team/conflict-panel.tsx): a field saved in two places.
  '(empty)': '(ಖಾಲಿ)',
  'Changed in two places: choose which to keep': 'ಎರಡು ಕಡೆ ಬದಲಾಗಿದೆ: ಯಾವುದನ್ನು ಇಡಬೇಕು ಎಂದು ಆರಿಸಿ',
  '{step} — changed in two places: choose which to keep': '{step} — ಎರಡು ಕಡೆ ಬದಲಾಗಿದೆ: ಯಾವುದನ್ನು ಇಡಬೇಕು ಎಂದು ಆರಿಸಿ',
  'Saved earlier': 'ಮೊದಲೇ ಉಳಿಸಲಾಗಿದೆ',
  'Yours, not saved': 'ನಿಮ್ಮದು, ಉಳಿಸಿಲ್ಲ',
  'Keep the saved one': 'ಉಳಿಸಿದ್ದನ್ನು ಇಡಿ',
  'Keep theirs': 'ಅವರದನ್ನು ಇಡಿ',
  'Keep mine': 'ನನ್ನದನ್ನು ಇಡಿ',
};
