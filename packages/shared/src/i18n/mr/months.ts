/** The months as Marathi writes them (ist-time.ts); digits stay ASCII, as in Indian print and SMS. */
export const MR_MONTH_NAMES = [
  'जानेवारी',
  'फेब्रुवारी',
  'मार्च',
  'एप्रिल',
  'मे',
  'जून',
  'जुलै',
  'ऑगस्ट',
  'सप्टेंबर',
  'ऑक्टोबर',
  'नोव्हेंबर',
  'डिसेंबर',
] as const;
