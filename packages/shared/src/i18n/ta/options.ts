import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const TA_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'வேளாண்மை மற்றும் உணவு விநியோகம்',
  mobility: 'கிராமப் போக்குவரத்து',
  waste: 'கழிவு மேலாண்மை',
  financial: 'நிதி உள்ளடக்கம்',
  livelihoods: 'வாழ்வாதாரம்',
  other: 'மற்றவை',
};

export const TA_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 லட்சத்துக்குக் குறைவு',
  '25-50L': '25-50 லட்சம்',
  '50L-1Cr': '50 லட்சம் - 1 கோடி',
  '1Cr-2Cr': '1-2 கோடி',
  '>2Cr': '2 கோடிக்கு மேல்',
};

export const TA_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'ஆந்திரப் பிரதேசம்',
  'Arunachal Pradesh': 'அருணாசலப் பிரதேசம்',
  Assam: 'அசாம்',
  Bihar: 'பீகார்',
  Chhattisgarh: 'சத்தீஸ்கர்',
  Goa: 'கோவா',
  Gujarat: 'குஜராத்',
  Haryana: 'ஹரியானா',
  'Himachal Pradesh': 'இமாச்சலப் பிரதேசம்',
  Jharkhand: 'ஜார்க்கண்ட்',
  Karnataka: 'கர்நாடகா',
  Kerala: 'கேரளா',
  'Madhya Pradesh': 'மத்தியப் பிரதேசம்',
  Maharashtra: 'மகாராஷ்டிரா',
  Manipur: 'மணிப்பூர்',
  Meghalaya: 'மேகாலயா',
  Mizoram: 'மிசோரம்',
  Nagaland: 'நாகாலாந்து',
  Odisha: 'ஒடிசா',
  Punjab: 'பஞ்சாப்',
  Rajasthan: 'ராஜஸ்தான்',
  Sikkim: 'சிக்கிம்',
  'Tamil Nadu': 'தமிழ்நாடு',
  Telangana: 'தெலங்கானா',
  Tripura: 'திரிபுரா',
  'Uttar Pradesh': 'உத்தரப் பிரதேசம்',
  Uttarakhand: 'உத்தராகண்ட்',
  'West Bengal': 'மேற்கு வங்காளம்',
  'Andaman and Nicobar Islands': 'அந்தமான் நிக்கோபார் தீவுகள்',
  Chandigarh: 'சண்டிகர்',
  'Dadra and Nagar Haveli and Daman and Diu': 'தாத்ரா நகர் ஹவேலி மற்றும் தமன் தியூ',
  Delhi: 'டெல்லி',
  'Jammu and Kashmir': 'ஜம்மு காஷ்மீர்',
  Ladakh: 'லடாக்',
  Lakshadweep: 'லட்சத்தீவு',
  Puducherry: 'புதுச்சேரி',
};
