import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const MR_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'शेती आणि अन्न पुरवठा',
  mobility: 'ग्रामीण वाहतूक',
  waste: 'कचरा व्यवस्थापन',
  financial: 'आर्थिक समावेशन',
  livelihoods: 'उपजीविका',
  other: 'इतर',
};

export const MR_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 लाखांपेक्षा कमी',
  '25-50L': '25-50 लाख',
  '50L-1Cr': '50 लाख - 1 कोटी',
  '1Cr-2Cr': '1-2 कोटी',
  '>2Cr': '2 कोटींपेक्षा जास्त',
};

export const MR_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'आसाम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगड',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरळ',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपूर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिझोराम',
  Nagaland: 'नागालँड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्कीम',
  'Tamil Nadu': 'तमिळनाडू',
  Telangana: 'तेलंगणा',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  'Andaman and Nicobar Islands': 'अंदमान आणि निकोबार बेटे',
  Chandigarh: 'चंडीगड',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा आणि नगर हवेली आणि दमण आणि दीव',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू आणि काश्मीर',
  Ladakh: 'लडाख',
  Lakshadweep: 'लक्षद्वीप',
  Puducherry: 'पुदुच्चेरी',
};
