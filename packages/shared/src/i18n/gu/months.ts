/** The months as Gujarati writes them (ist-time.ts); digits stay ASCII, as in Indian print and SMS. */
export const GU_MONTH_NAMES = [
  'જાન્યુઆરી',
  'ફેબ્રુઆરી',
  'માર્ચ',
  'એપ્રિલ',
  'મે',
  'જૂન',
  'જુલાઈ',
  'ઑગસ્ટ',
  'સપ્ટેમ્બર',
  'ઑક્ટોબર',
  'નવેમ્બર',
  'ડિસેમ્બર',
] as const;
