/** The application's option lists. */
export const SECTORS = [
  { value: 'agriculture', label: 'Agriculture & Food Supply Chain' },
  { value: 'mobility', label: 'Rural Mobility' },
  { value: 'waste', label: 'Waste Management' },
  { value: 'financial', label: 'Financial Inclusion' },
  { value: 'livelihoods', label: 'Livelihoods' },
  { value: 'other', label: 'Other' },
] as const;
export type SectorValue = (typeof SECTORS)[number]['value'];
export const SECTOR_VALUES = SECTORS.map((s) => s.value) as [SectorValue, ...SectorValue[]];

export const REVENUE_RANGES = [
  { value: '<25L', label: '<25 Lakhs' },
  { value: '25-50L', label: '25-50 Lakhs' },
  { value: '50L-1Cr', label: '50 Lakhs - 1 Crore' },
  { value: '1Cr-2Cr', label: '1-2 Crore' },
  { value: '>2Cr', label: '>2 Crore' },
] as const;
export type RevenueRange = (typeof REVENUE_RANGES)[number]['value'];
export const REVENUE_VALUES = REVENUE_RANGES.map((r) => r.value) as [RevenueRange, ...RevenueRange[]];

/** The 28 states and 8 union territories (36 entries). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const sectorLabel = (value: string | null | undefined): string =>
  SECTORS.find((s) => s.value === value)?.label ?? value ?? '';
export const revenueLabel = (value: string | null | undefined): string =>
  REVENUE_RANGES.find((r) => r.value === value)?.label ?? value ?? '';

/** 'other' is stored as the founder's own words; known values are stored as they are. */
export const sectorForStorage = (business: { sector: string; otherSector: string }): string =>
  business.sector === 'other' ? business.otherSector : business.sector;
export const sectorFromStorage = (stored: string | null | undefined): { sector: SectorValue; otherSector: string } => {
  if (!stored) return { sector: 'agriculture', otherSector: '' };
  return (SECTOR_VALUES as string[]).includes(stored)
    ? { sector: stored as SectorValue, otherSector: '' }
    : { sector: 'other', otherSector: stored };
};
