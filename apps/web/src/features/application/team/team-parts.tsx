import { lazy, Suspense, type ComponentProps } from 'react';
import type { TeamPanel as TeamPanelPart } from './team-panel.tsx';
import type { ConflictPanel } from './conflict-panel.tsx';
import type * as TeamParts from './team-lazy.tsx';
import { useTeam } from './team-api.ts';

/*
 * The team's parts load as a part of their own, when a page first shows them: a founder alone on an application
 * (most of them) pays only for the small team query (team-api.ts), not for the forms.
 */
/** The parts' code, or nothing when it cannot come (offline before it was ever loaded): the page goes on without them. */
type Parts = typeof TeamParts;
const NOTHING: Parts = { TeamPanel: () => null, SavedBy: () => null, SignOff: () => null };
let loading: Promise<Parts> | undefined;
const parts = () => (loading ??= import('./team-lazy.tsx').catch(() => NOTHING));
const LazyTeamPanel = lazy(() => parts().then((m) => ({ default: m.TeamPanel })));
const LazySavedBy = lazy(() => parts().then((m) => ({ default: m.SavedBy })));
const LazySignOff = lazy(() => parts().then((m) => ({ default: m.SignOff })));

export const TeamPanel = (props: ComponentProps<typeof TeamPanelPart>) => (
  <Suspense fallback={null}>
    <LazyTeamPanel {...props} />
  </Suspense>
);

/** "Saved by …" for a step of this application, once the team is known and has more than one member. */
export const StepSavedBy = ({ applicationId, step }: { applicationId: string | null | undefined; step: string }) => {
  const team = useTeam(applicationId);
  if (!team.data || team.data.members.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LazySavedBy team={team.data} step={step} />
    </Suspense>
  );
};

export const TeamSignOff = ({ applicationId }: { applicationId: string | null | undefined }) => {
  const team = useTeam(applicationId);
  if (!team.data?.signOffRequired) return null;
  return (
    <Suspense fallback={null}>
      <LazySignOff team={team.data} />
    </Suspense>
  );
};

/*
 * The conflict panel (conflict-panel.tsx) loads only when a save met a conflict: most founders never see it. When it
 * cannot load (offline before its first use), the conflicts stay with the save queue and show once it can.
 */
type ConflictPanelPart = typeof ConflictPanel;
const NO_PANEL: ConflictPanelPart = () => null;
const LazyConflictPanel = lazy(() =>
  import('./conflict-panel.tsx').then(
    (m) => ({ default: m.ConflictPanel }),
    () => ({ default: NO_PANEL }),
  ),
);

export const StepConflicts = (props: ComponentProps<ConflictPanelPart>) =>
  props.conflicts.length === 0 ? null : (
    <Suspense fallback={null}>
      <LazyConflictPanel {...props} />
    </Suspense>
  );
