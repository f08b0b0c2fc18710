import type { IndianState, RevenueRange, SectorValue } from '../../application/options.ts';

/** Display labels by stored value; the stored values stay English. */
export const TE_SECTOR_LABELS: Record<SectorValue, string> = {
  agriculture: 'వ్యవసాయం, ఆహార సరఫరా',
  mobility: 'గ్రామీణ రవాణా',
  waste: 'వ్యర్థాల నిర్వహణ',
  financial: 'ఆర్థిక సమ్మిళితం',
  livelihoods: 'జీవనోపాధి',
  other: 'ఇతరం',
};

export const TE_REVENUE_LABELS: Record<RevenueRange, string> = {
  '<25L': '25 లక్షల కంటే తక్కువ',
  '25-50L': '25-50 లక్షలు',
  '50L-1Cr': '50 లక్షలు - 1 కోటి',
  '1Cr-2Cr': '1-2 కోట్లు',
  '>2Cr': '2 కోట్లకు పైగా',
};

export const TE_STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': 'ఆంధ్రప్రదేశ్',
  'Arunachal Pradesh': 'అరుణాచల్ ప్రదేశ్',
  Assam: 'అస్సాం',
  Bihar: 'బిహార్',
  Chhattisgarh: 'ఛత్తీస్‌గఢ్',
  Goa: 'గోవా',
  Gujarat: 'గుజరాత్',
  Haryana: 'హర్యానా',
  'Himachal Pradesh': 'హిమాచల్ ప్రదేశ్',
  Jharkhand: 'ఝార్ఖండ్',
  Karnataka: 'కర్ణాటక',
  Kerala: 'కేరళ',
  'Madhya Pradesh': 'మధ్యప్రదేశ్',
  Maharashtra: 'మహారాష్ట్ర',
  Manipur: 'మణిపూర్',
  Meghalaya: 'మేఘాలయ',
  Mizoram: 'మిజోరం',
  Nagaland: 'నాగాలాండ్',
  Odisha: 'ఒడిశా',
  Punjab: 'పంజాబ్',
  Rajasthan: 'రాజస్థాన్',
  Sikkim: 'సిక్కిం',
  'Tamil Nadu': 'తమిళనాడు',
  Telangana: 'తెలంగాణ',
  Tripura: 'త్రిపుర',
  'Uttar Pradesh': 'ఉత్తరప్రదేశ్',
  Uttarakhand: 'ఉత్తరాఖండ్',
  'West Bengal': 'పశ్చిమ బెంగాల్',
  'Andaman and Nicobar Islands': 'అండమాన్ నికోబార్ దీవులు',
  Chandigarh: 'చండీగఢ్',
  'Dadra and Nagar Haveli and Daman and Diu': 'దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ',
  Delhi: 'ఢిల్లీ',
  'Jammu and Kashmir': 'జమ్మూ కాశ్మీర్',
  Ladakh: 'లద్దాఖ్',
  Lakshadweep: 'లక్షద్వీప్',
  Puducherry: 'పుదుచ్చేరి',
};
