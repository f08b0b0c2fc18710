/** How far the end's readings may move from the start's before the run is said to have moved (the slowdowns were set at the start). */
export const HOST_MOVED_PAST = 0.15;

export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('the median of no readings');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface RunCalibration {
  /** The benchmarkIndex that sets every load's slowdowns: the median of the readings at the start. */
  runIndex: number;
  /** The end's median against the start's, less one: how much faster (positive) or slower the host became. */
  drift: number;
  /** Whether that drift is past HOST_MOVED_PAST either way: the run's figures should be read again. */
  moved: boolean;
}

/** One benchmarkIndex for a whole web run, from quiet readings at its start, and whether the host moved by its end. */
export const runCalibration = (atStart: readonly number[], atEnd: readonly number[]): RunCalibration => {
  const runIndex = Math.round(median(atStart));
  const drift = atEnd.length ? median(atEnd) / runIndex - 1 : 0;
  return { runIndex, drift, moved: Math.abs(drift) > HOST_MOVED_PAST };
};
