import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const GU_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'ખેતી અને ખોરાક પુરવઠો',
  mobility: 'ગ્રામીણ વાહનવ્યવહાર',
  waste: 'કચરાનું વ્યવસ્થાપન',
  financial: 'નાણાકીય સમાવેશ',
  livelihoods: 'આજીવિકા',
  other: 'અન્ય',
};

export const GU_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 લાખથી ઓછી',
  '25-50L': '25-50 લાખ',
  '50L-1Cr': '50 લાખ - 1 કરોડ',
  '1Cr-2Cr': '1-2 કરોડ',
  '>2Cr': '2 કરોડથી વધુ',
};

export const GU_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'આંધ્ર પ્રદેશ',
  'Arunachal Pradesh': 'અરુણાચલ પ્રદેશ',
  Assam: 'આસામ',
  Bihar: 'બિહાર',
  Chhattisgarh: 'છત્તીસગઢ',
  Goa: 'ગોવા',
  Gujarat: 'ગુજરાત',
  Haryana: 'હરિયાણા',
  'Himachal Pradesh': 'હિમાચલ પ્રદેશ',
  Jharkhand: 'ઝારખંડ',
  Karnataka: 'કર્ણાટક',
  Kerala: 'કેરળ',
  'Madhya Pradesh': 'મધ્ય પ્રદેશ',
  Maharashtra: 'મહારાષ્ટ્ર',
  Manipur: 'મણિપુર',
  Meghalaya: 'મેઘાલય',
  Mizoram: 'મિઝોરમ',
  Nagaland: 'નાગાલેન્ડ',
  Odisha: 'ઓડિશા',
  Punjab: 'પંજાબ',
  Rajasthan: 'રાજસ્થાન',
  Sikkim: 'સિક્કિમ',
  'Tamil Nadu': 'તમિલનાડુ',
  Telangana: 'તેલંગાણા',
  Tripura: 'ત્રિપુરા',
  'Uttar Pradesh': 'ઉત્તર પ્રદેશ',
  Uttarakhand: 'ઉત્તરાખંડ',
  'West Bengal': 'પશ્ચિમ બંગાળ',
  'Andaman and Nicobar Islands': 'આંદામાન અને નિકોબાર ટાપુઓ',
  Chandigarh: 'ચંડીગઢ',
  'Dadra and Nagar Haveli and Daman and Diu': 'દાદરા અને નગર હવેલી અને દમણ અને દીવ',
  Delhi: 'દિલ્હી',
  'Jammu and Kashmir': 'જમ્મુ અને કાશ્મીર',
  Ladakh: 'લદ્દાખ',
  Lakshadweep: 'લક્ષદ્વીપ',
  Puducherry: 'પુડુચેરી',
};
