import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const UR_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'کھیتی اور خوراک کی فراہمی',
  mobility: 'دیہی آمد و رفت',
  waste: 'کچرے کا انتظام',
  financial: 'مالی شمولیت',
  livelihoods: 'روزگار',
  other: 'دیگر',
};

export const UR_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 لاکھ سے کم',
  '25-50L': '25-50 لاکھ',
  '50L-1Cr': '50 لاکھ - 1 کروڑ',
  '1Cr-2Cr': '1-2 کروڑ',
  '>2Cr': '2 کروڑ سے زیادہ',
};

export const UR_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'آندھرا پردیش',
  'Arunachal Pradesh': 'اروناچل پردیش',
  Assam: 'آسام',
  Bihar: 'بہار',
  Chhattisgarh: 'چھتیس گڑھ',
  Goa: 'گوا',
  Gujarat: 'گجرات',
  Haryana: 'ہریانہ',
  'Himachal Pradesh': 'ہماچل پردیش',
  Jharkhand: 'جھارکھنڈ',
  Karnataka: 'کرناٹک',
  Kerala: 'کیرالا',
  'Madhya Pradesh': 'مدھیہ پردیش',
  Maharashtra: 'مہاراشٹر',
  Manipur: 'منی پور',
  Meghalaya: 'میگھالیہ',
  Mizoram: 'میزورم',
  Nagaland: 'ناگالینڈ',
  Odisha: 'اوڈیشہ',
  Punjab: 'پنجاب',
  Rajasthan: 'راجستھان',
  Sikkim: 'سکم',
  'Tamil Nadu': 'تمل ناڈو',
  Telangana: 'تلنگانہ',
  Tripura: 'تریپورہ',
  'Uttar Pradesh': 'اتر پردیش',
  Uttarakhand: 'اتراکھنڈ',
  'West Bengal': 'مغربی بنگال',
  'Andaman and Nicobar Islands': 'جزائر انڈمان و نکوبار',
  Chandigarh: 'چنڈی گڑھ',
  'Dadra and Nagar Haveli and Daman and Diu': 'دادرا و نگر حویلی اور دمن و دیو',
  Delhi: 'دہلی',
  'Jammu and Kashmir': 'جموں و کشمیر',
  Ladakh: 'لداخ',
  Lakshadweep: 'لکشدیپ',
  Puducherry: 'پڈوچیری',
};
