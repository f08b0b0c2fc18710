import { RUPEES_PER_CRORE } from '../limits.ts';
import { WIZARD_STEPS } from './steps.ts';

/** Header progress: step index divided by 7 (the last index), as a rounded percent. */
export const progressPercent = (index: number): number => Math.round((index / (WIZARD_STEPS.length - 1)) * 100);

export const totalFundingRupees = (funding: { equity?: number | null; debt?: number | null; grant?: number | null }): number =>
  (funding.equity ?? 0) + (funding.debt ?? 0) + (funding.grant ?? 0);

/** Rupees shown in crore with one decimal, halves rounded up, e.g. 15_000_000 → "1.5", 1_500_000 → "0.2". */
export const formatCrore = (rupees: number): string => (Math.round(rupees / (RUPEES_PER_CRORE / 10)) / 10).toFixed(1);

/** The one crore label the founder's wizard and the team's console both show: "₹1.5 Cr". */
export const croreLabel = (rupees: number): string => `₹${formatCrore(rupees)} Cr`;
