import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const KN_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'ಕೃಷಿ ಮತ್ತು ಆಹಾರ ಪೂರೈಕೆ',
  mobility: 'ಗ್ರಾಮೀಣ ಸಾರಿಗೆ',
  waste: 'ತ್ಯಾಜ್ಯ ನಿರ್ವಹಣೆ',
  financial: 'ಆರ್ಥಿಕ ಒಳಗೊಳ್ಳುವಿಕೆ',
  livelihoods: 'ಜೀವನೋಪಾಯ',
  other: 'ಇತರೆ',
};

export const KN_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 ಲಕ್ಷಕ್ಕಿಂತ ಕಡಿಮೆ',
  '25-50L': '25-50 ಲಕ್ಷ',
  '50L-1Cr': '50 ಲಕ್ಷ - 1 ಕೋಟಿ',
  '1Cr-2Cr': '1-2 ಕೋಟಿ',
  '>2Cr': '2 ಕೋಟಿಗಿಂತ ಹೆಚ್ಚು',
};

export const KN_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'ಆಂಧ್ರ ಪ್ರದೇಶ',
  'Arunachal Pradesh': 'ಅರುಣಾಚಲ ಪ್ರದೇಶ',
  Assam: 'ಅಸ್ಸಾಂ',
  Bihar: 'ಬಿಹಾರ',
  Chhattisgarh: 'ಛತ್ತೀಸ್‌ಗಢ',
  Goa: 'ಗೋವಾ',
  Gujarat: 'ಗುಜರಾತ್',
  Haryana: 'ಹರಿಯಾಣ',
  'Himachal Pradesh': 'ಹಿಮಾಚಲ ಪ್ರದೇಶ',
  Jharkhand: 'ಜಾರ್ಖಂಡ್',
  Karnataka: 'ಕರ್ನಾಟಕ',
  Kerala: 'ಕೇರಳ',
  'Madhya Pradesh': 'ಮಧ್ಯ ಪ್ರದೇಶ',
  Maharashtra: 'ಮಹಾರಾಷ್ಟ್ರ',
  Manipur: 'ಮಣಿಪುರ',
  Meghalaya: 'ಮೇಘಾಲಯ',
  Mizoram: 'ಮಿಜೋರಾಂ',
  Nagaland: 'ನಾಗಾಲ್ಯಾಂಡ್',
  Odisha: 'ಒಡಿಶಾ',
  Punjab: 'ಪಂಜಾಬ್',
  Rajasthan: 'ರಾಜಸ್ಥಾನ',
  Sikkim: 'ಸಿಕ್ಕಿಂ',
  'Tamil Nadu': 'ತಮಿಳುನಾಡು',
  Telangana: 'ತೆಲಂಗಾಣ',
  Tripura: 'ತ್ರಿಪುರ',
  'Uttar Pradesh': 'ಉತ್ತರ ಪ್ರದೇಶ',
  Uttarakhand: 'ಉತ್ತರಾಖಂಡ',
  'West Bengal': 'ಪಶ್ಚಿಮ ಬಂಗಾಳ',
  'Andaman and Nicobar Islands': 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು',
  Chandigarh: 'ಚಂಡೀಗಢ',
  'Dadra and Nagar Haveli and Daman and Diu': 'ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು',
  Delhi: 'ದೆಹಲಿ',
  'Jammu and Kashmir': 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ',
  Ladakh: 'ಲಡಾಖ್',
  Lakshadweep: 'ಲಕ್ಷದ್ವೀಪ',
  Puducherry: 'ಪುದುಚೇರಿ',
};
