import { describe, expect, it } from 'vitest';
import { runCalibration } from './run-calibration.ts';

describe('runCalibration', () => {
  it("sets the run's index from the start's median, so one slow reading does not move it", () => {
    expect(runCalibration([2888, 2839, 1581, 2875, 2833], []).runIndex).toBe(2839);
    expect(runCalibration([2000, 2100], []).runIndex).toBe(2050);
  });

  it('says the host moved when the end reads more than 15% away from the start, either way', () => {
    const slower = runCalibration([2590, 2702, 2951], [1443, 1675, 1742]);
    expect(slower.moved).toBe(true);
    expect(slower.drift).toBeCloseTo(1675 / 2702 - 1, 5);
    expect(runCalibration([2000], [2400]).moved).toBe(true);
    expect(runCalibration([2875], [2806, 2605, 2930]).moved).toBe(false);
    expect(runCalibration([2000], [2300]).moved).toBe(false);
  });

  it('refuses to calibrate from no readings', () => {
    expect(() => runCalibration([], [2000])).toThrow(/no readings/);
  });
});
