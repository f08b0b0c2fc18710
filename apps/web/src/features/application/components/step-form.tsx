import { Fragment, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { PlainButton } from '../../../components/plain-button.tsx';
import { groupLook, stackLook, withStyle } from '../../../components/mantine-look.ts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { WizardStepId } from '@portal/shared/application/steps';
import type { StepSaveState } from '../lib/wizard-store.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { t } from '../../../lib/i18n.ts';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import { ReadOnlyNote } from './read-only-note.tsx';
import { SaveStatus } from './save-status.tsx';
import { StepHeading, stepHeadingId } from './step-heading.tsx';
import { useWizard } from '../hooks/wizard-context.ts';
import type { DroppedAnswer } from '../lib/own-answers.ts';
import { StepConflicts, StepSavedBy } from '../team/team-parts.tsx';
import { STEP_FIELDS, isSavableStep } from '../lib/step-fields.ts';
import { ownAnswerField } from '@portal/shared/application/field-merge';
import { usePartsInTurns } from '../../../lib/in-turns.tsx';

interface Props {
  step: WizardStepId;
  alert: string | null;
  readOnly: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Omit for steps that are not saved as typed (uploads). */
  saveState?: StepSaveState;
  /** The server's reason for a refused save. */
  saveReason?: string | null;
  /** Whether 'Saved' means anything yet (there is an application to have saved it to). */
  showSaved?: boolean;
}

const FIELDS = stackLook('md');
const PUSHED_TO_END = { marginInlineStart: 'auto' };
const ACTIONS = withStyle(groupLook({ gap: 'sm', justify: 'space-between' }), { marginTop: 'var(--mantine-spacing-sm)' });

/** Who saved this step last, when co-founders share the application. */
const WizardSavedBy = ({ step }: { step: WizardStepId }) => (
  <StepSavedBy applicationId={useWizard().values.applicationId} step={step} />
);

/** The fields and own questions' answers of this step a save could not write, with both values and the founder's choice. */
const WizardConflicts = ({ step }: { step: WizardStepId }) => {
  const { conflicts, chooseConflict, ownQuestions } = useWizard();
  const fields: readonly string[] = isSavableStep(step) ? STEP_FIELDS[step] : [];
  const answers = ownQuestions.filter((q) => q.step === step).map((q) => ownAnswerField(q.id));
  return (
    <StepConflicts
      conflicts={conflicts.filter((c) => fields.includes(c.field) || answers.includes(c.field))}
      questions={ownQuestions}
      choose={chooseConflict}
    />
  );
};

/** The questions of left-out answers, each on its own line. */
const quoted = (dropped: readonly DroppedAnswer[]) =>
  dropped
    .flatMap((d) => (d.question ? [d.question] : []))
    .map((question) => (
      <Fragment key={question}>
        <br />“{question}”
      </Fragment>
    ));

/**
 * A save left out answers to questions the team removed since, or changed so the answer no longer fits: each said
 * plainly, on whichever step the founder is when the save lands, until the next save.
 */
const DroppedAnswers = () => {
  const { droppedOwn } = useWizard();
  if (droppedOwn.length === 0) return null;
  const removed = droppedOwn.filter((d) => !d.changed);
  const changed = droppedOwn.filter((d) => d.changed);
  return (
    <>
      {removed.length > 0 ? (
        <Alert color="yellow" variant="light" data-testid="own-answers-dropped" role="status">
          {SYNC_MESSAGES.ANSWER_NOT_KEPT}
          {quoted(removed)}
        </Alert>
      ) : null}
      {changed.length > 0 ? (
        <Alert color="yellow" variant="light" data-testid="own-answers-misfit" role="status">
          {SYNC_MESSAGES.ANSWER_NO_LONGER_FITS}
          {quoted(changed)}
        </Alert>
      ) : null}
    </>
  );
};

/** The step's save state, saying a draft is kept on this device only while the phone keeps it. */
const WizardSaveStatus = (props: { state: StepSaveState; reason: string | null; hidden: boolean }) => (
  <SaveStatus {...props} draftKept={useWizard().draftKept} />
);

/** A step's frame: heading, read-only note, the step's alert, its fields, and 'Save & Next' with the save state. */
export const StepForm = ({
  step,
  alert,
  readOnly,
  busy,
  onSubmit,
  children,
  saveState,
  saveReason = null,
  showSaved = true,
}: Props) => {
  // The fields come one a frame, then Save & Next (lib/in-turns.tsx); the array keeps its places as it grows.
  const fields = Array.isArray(children) ? children : [children];
  const shown = usePartsInTurns(fields.length + 1);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={stepHeadingId(step)}>
      <div {...FIELDS}>
        <StepHeading step={step} />
        <WizardSavedBy step={step} />
        {readOnly ? <ReadOnlyNote /> : <WizardConflicts step={step} />}
        {readOnly ? null : <DroppedAnswers />}
        {alert ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t(alert)}
          </Alert>
        ) : null}
        {Array.isArray(children) ? children.slice(0, shown) : children}
        {readOnly || shown <= fields.length ? null : (
          <div {...ACTIONS}>
            {saveState ? (
              <WizardSaveStatus state={saveState} reason={saveReason} hidden={saveState === 'clean' && !showSaved} />
            ) : (
              <span />
            )}
            <PlainButton type="submit" loading={busy} style={PUSHED_TO_END}>
              {WIZARD_TEXTS.saveAndNext}
            </PlainButton>
          </div>
        )}
      </div>
    </form>
  );
};
