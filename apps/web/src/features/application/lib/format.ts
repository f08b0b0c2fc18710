import { readRupees } from '@portal/shared/format/rupees';
import { WIZARD_TEXTS } from './texts.ts';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB" (binary units, as the 1 GB limit is 1024^3 bytes); 193 → "193 bytes" ("193 बाइट" in Hindi). */
export const formatBytes = (bytes: number): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 1 : 0);
  return `${text} ${unit === 0 ? WIZARD_TEXTS.bytes : UNITS[unit]}`;
};

/** 75 → "1 min 15 s"; 3700 → "1 h 2 min". */
export const formatDuration = (seconds: number): string => {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min ${s % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/** Funding as the founder typed it, read the way the shared funding schema reads it (what it refuses counts as 0 here). */
export const rupeesOf = (value: unknown): number => {
  const reading = readRupees(value);
  return reading.ok ? reading.rupees : 0;
};
