/**
 * Which reviewers to add to which applications, computed in memory so that 10,000 applications × 3 reviewers
 * plan in milliseconds. Greedy: each seat goes to the eligible reviewer with the lowest load, so loads stay within
 * one of each other; among equally loaded reviewers, the one who has shared the fewest applications with the
 * reviewers already on this one (pairs vary), then a random one.
 */
export interface PlanApplication {
  id: string;
  /** Reviewers on it already in this stage. */
  assigned: string[];
  /** Reviewers who declared a conflict with it (in any stage). */
  conflicted: ReadonlySet<string>;
}

export interface PlanInput {
  applications: PlanApplication[];
  reviewers: string[];
  perApplication: number;
  /** Assignments each reviewer has in this stage already. */
  loads: ReadonlyMap<string, number>;
  random?: () => number;
}

export interface PlannedAssignment {
  applicationId: string;
  reviewerId: string;
}

export const planAssignments = (input: PlanInput): PlannedAssignment[] => {
  const { reviewers, perApplication } = input;
  const random = input.random ?? Math.random;
  const count = reviewers.length;
  const indexOf = new Map(reviewers.map((r, i) => [r, i]));
  const load = Float64Array.from(reviewers, (r) => input.loads.get(r) ?? 0);
  const pairs = new Int32Array(count * count);
  const together = (list: number[]) => {
    for (const a of list) for (const b of list) if (a !== b) pairs[a * count + b]! += 1;
  };
  for (const application of input.applications)
    together(application.assigned.map((r) => indexOf.get(r)).filter((i): i is number => i !== undefined));

  const planned: PlannedAssignment[] = [];
  for (const application of input.applications) {
    const on = application.assigned.map((r) => indexOf.get(r)).filter((i): i is number => i !== undefined);
    const taken = new Set(application.assigned);
    for (let need = perApplication - application.assigned.length; need > 0; need--) {
      let best = -1;
      let bestShared = 0;
      let bestDraw = 0;
      for (let i = 0; i < count; i++) {
        const reviewer = reviewers[i]!;
        if (taken.has(reviewer) || application.conflicted.has(reviewer)) continue;
        let shared = 0;
        for (const j of on) shared += pairs[i * count + j]!;
        const draw = random();
        const better =
          best === -1 ||
          load[i]! < load[best]! ||
          (load[i] === load[best] && (shared < bestShared || (shared === bestShared && draw < bestDraw)));
        if (better) {
          best = i;
          bestShared = shared;
          bestDraw = draw;
        }
      }
      if (best === -1) break; // every reviewer is on it already or conflicted
      const reviewer = reviewers[best]!;
      planned.push({ applicationId: application.id, reviewerId: reviewer });
      taken.add(reviewer);
      load[best]! += 1;
      for (const j of on) {
        pairs[best * count + j]! += 1;
        pairs[j * count + best]! += 1;
      }
      on.push(best);
    }
  }
  return planned;
};
