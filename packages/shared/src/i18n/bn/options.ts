import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const BN_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'কৃষি ও খাদ্য সরবরাহ',
  mobility: 'গ্রামীণ যাতায়াত',
  waste: 'বর্জ্য ব্যবস্থাপনা',
  financial: 'আর্থিক অন্তর্ভুক্তি',
  livelihoods: 'জীবিকা',
  other: 'অন্যান্য',
};

export const BN_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 লাখের কম',
  '25-50L': '25-50 লাখ',
  '50L-1Cr': '50 লাখ - 1 কোটি',
  '1Cr-2Cr': '1-2 কোটি',
  '>2Cr': '2 কোটির বেশি',
};

export const BN_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'অন্ধ্রপ্রদেশ',
  'Arunachal Pradesh': 'অরুণাচল প্রদেশ',
  Assam: 'অসম',
  Bihar: 'বিহার',
  Chhattisgarh: 'ছত্তিশগড়',
  Goa: 'গোয়া',
  Gujarat: 'গুজরাট',
  Haryana: 'হরিয়ানা',
  'Himachal Pradesh': 'হিমাচল প্রদেশ',
  Jharkhand: 'ঝাড়খণ্ড',
  Karnataka: 'কর্ণাটক',
  Kerala: 'কেরল',
  'Madhya Pradesh': 'মধ্যপ্রদেশ',
  Maharashtra: 'মহারাষ্ট্র',
  Manipur: 'মণিপুর',
  Meghalaya: 'মেঘালয়',
  Mizoram: 'মিজোরাম',
  Nagaland: 'নাগাল্যান্ড',
  Odisha: 'ওড়িশা',
  Punjab: 'পাঞ্জাব',
  Rajasthan: 'রাজস্থান',
  Sikkim: 'সিকিম',
  'Tamil Nadu': 'তামিলনাড়ু',
  Telangana: 'তেলেঙ্গানা',
  Tripura: 'ত্রিপুরা',
  'Uttar Pradesh': 'উত্তরপ্রদেশ',
  Uttarakhand: 'উত্তরাখণ্ড',
  'West Bengal': 'পশ্চিমবঙ্গ',
  'Andaman and Nicobar Islands': 'আন্দামান ও নিকোবর দ্বীপপুঞ্জ',
  Chandigarh: 'চণ্ডীগড়',
  'Dadra and Nagar Haveli and Daman and Diu': 'দাদরা ও নগর হাভেলি এবং দমন ও দিউ',
  Delhi: 'দিল্লি',
  'Jammu and Kashmir': 'জম্মু ও কাশ্মীর',
  Ladakh: 'লাদাখ',
  Lakshadweep: 'লাক্ষাদ্বীপ',
  Puducherry: 'পুদুচেরি',
};
