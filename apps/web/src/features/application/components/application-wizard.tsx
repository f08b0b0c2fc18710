import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Center, Loader } from '@mantine/core';
import { SUBMITTED_CONFIRMATION_MS } from '@portal/shared/limits';
import { useNavigate, useSearchParams } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { applicationPercent } from '@portal/shared/application/step-progress';
import { WIZARD_STEP_IDS, stepIndex, type WizardStepId } from '@portal/shared/application/steps';
import type { UploadKind } from '@portal/shared/uploads/files';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { useMyApplication } from '../api/use-my-application.ts';
import { useUploads } from '../hooks/use-uploads.ts';
import { useVideoPitch } from '../video/use-video-pitch.ts';
import { useWizardState } from '../hooks/use-wizard-state.ts';
import { applicationSyncFor, type ApplicationSyncQueue } from '../lib/application-sync.ts';
import { WizardContext, type WizardContextValue } from '../hooks/wizard-context.ts';
import { isStepComplete, stepHasError, stepNeedsCheck } from '../lib/step-completion.ts';
import { loadStepCheck, loadedStepCheck, onStepCheckLoaded } from '../lib/step-check.ts';
import { isFromReview } from '../lib/review-return.ts';
import { pendingChannelOffer, subscribeChannelOffer } from '../lib/channel-offer-trigger.ts';
import { isAnswerStep, isSavableStep } from '../lib/step-fields.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MobileStepBar } from './mobile-step-bar.tsx';
import { StepContent } from './step-content.tsx';
import { StepNav } from './step-nav.tsx';
import { CopiedAnswersNote } from './copied-answers-note.tsx';
import { SubmittedOverlay } from './submitted-overlay.tsx';
import { WizardHeader } from './wizard-header.tsx';
import { ChangesOnlyInPageNote } from './changes-only-in-page-note.tsx';
import { paperLook } from '../../../components/mantine-look.ts';
import classes from './wizard-frame.module.css';
import { InTurn } from '../../../lib/in-turns.tsx';

interface Props {
  userId: string;
  record: ApplicationRecord | null;
  step: WizardStepId;
  initialData?: { name?: string; email?: string };
}

/** The offer of channels after the first save: its own chunk, loaded only when a save asks for it. */
const ChannelOfferPanel = lazy(() => import('../channel-offer/channel-offer-panel.tsx'));

/** Below Mantine's `sm` breakpoint (48em) the wizard is laid out for a phone. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Waits for the account's save queue to be read from the device (a moment), so queued values show at once. */
export const ApplicationWizard = (props: Props) => {
  const queue = useMemo(() => applicationSyncFor(props.userId), [props.userId]);
  const { loaded } = useSyncExternalStore(queue.subscribe, queue.getState);
  if (!loaded) {
    return (
      <Center mih="60vh">
        <Loader aria-label={WIZARD_TEXTS.loading} />
      </Center>
    );
  }
  return <WizardBody {...props} queue={queue} />;
};

const WizardBody = ({ userId, record, step, initialData, queue }: Props & { queue: ApplicationSyncQueue }) => {
  const navigate = useNavigate();
  const state = useWizardState({ userId, record, initialData, queue });
  const { data: liveRecord } = useMyApplication({ refetchOnMount: false });
  const { setUploadedUrl, refresh } = state;
  const onUploaded = useCallback(
    (kind: UploadKind, url: string | null) => {
      if (url) setUploadedUrl(kind, url);
      void refresh();
    },
    [refresh, setUploadedUrl],
  );
  const uploads = useUploads({ userId, applicationId: state.values.applicationId, onUploaded });
  const videoPitch = useVideoPitch({ uploads, userId, applicationId: state.values.applicationId });
  const index = stepIndex(step);

  const [search] = useSearchParams();
  const backToReview = isFromReview(search);
  const goNext = useCallback(() => {
    const next = backToReview ? 'review' : WIZARD_STEP_IDS[Math.min(index + 1, WIZARD_STEP_IDS.length - 1)];
    if (next) navigate(`/application/${next}`);
  }, [backToReview, index, navigate]);

  const current = liveRecord ?? record;
  const channelOffer = useSyncExternalStore(subscribeChannelOffer, pendingChannelOffer);
  // A copied step saved on this phone is checked, though the save may still wait for a connection: the server marks
  // it checked when the save arrives.
  const { stepState } = state;
  const uncheckedSteps = useMemo(
    () =>
      state.readOnly
        ? []
        : WIZARD_STEP_IDS.filter(
            (id) =>
              current?.uncheckedSteps.includes(id) &&
              !(isSavableStep(id) && (stepState(id) === 'queued' || stepState(id) === 'saving')),
          ),
    [current, state.readOnly, stepState],
  );
  const isUnchecked = (id: WizardStepId) => uncheckedSteps.includes(id);
  const isUnsent = (id: WizardStepId) => (isSavableStep(id) || isAnswerStep(id)) && state.stepState(id) !== 'clean';
  // The step rules load when a step typed here or saved on the server is to be marked (lib/step-check.ts).
  const check = useSyncExternalStore(onStepCheckLoaded, loadedStepCheck);
  const checkNeeded = !check && WIZARD_STEP_IDS.some((id) => stepNeedsCheck(id, current, isUnsent(id)));
  useEffect(() => {
    if (checkNeeded) loadStepCheck().catch(() => undefined);
  }, [checkNeeded]);
  const isComplete = (id: WizardStepId) => isStepComplete(id, current, state.values, isUnsent(id), check);
  const hasError = (id: WizardStepId) =>
    stepHasError(
      id,
      current,
      state.values,
      isUnsent(id),
      (isSavableStep(id) || isAnswerStep(id)) && Boolean(state.stepErrors[id]),
      check,
    );
  const percent = applicationPercent(
    WIZARD_STEP_IDS.filter((id) => id !== 'review' && isComplete(id)).length,
    state.readOnly, // submitted
  );
  // The blank form's sector is agriculture: the header names a sector only once the founder chose one.
  const sectorChosen = Boolean(current?.sector) || state.stepState('business') !== 'clean';
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const header = <WizardHeader values={state.values} percent={percent} sectorChosen={sectorChosen} withoutProgress={phone} />;

  // The submission went through (now, or when the connection returned): the confirmation, then the dashboard.
  const confirmed = state.submission === 'confirmed';
  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), SUBMITTED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed, navigate]);

  const context = useMemo<WizardContextValue>(
    () => ({ ...state, userId, uploads, videoPitch, goNext, uncheckedSteps }),
    [state, userId, uploads, videoPitch, goNext, uncheckedSteps],
  );

  // A new step: back to the top, and the keyboard/screen-reader focus on its heading.
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    const heading = main.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [step]);

  return (
    <WizardContext.Provider value={context}>
      <div className={classes.frame}>
        <div className={classes.columns}>
          {phone ? null : (
            <div {...paperLook(classes.stepList)}>
              <StepNav current={step} isComplete={isComplete} isUnsent={isUnsent} hasError={hasError} isUnchecked={isUnchecked} />
            </div>
          )}
          <div className={classes.column}>
            {phone ? (
              <nav {...paperLook(classes.currentStep)} aria-label={WIZARD_TEXTS.currentStep}>
                <MobileStepBar
                  current={step}
                  percent={percent}
                  summary={header}
                  isComplete={isComplete}
                  isUnsent={isUnsent}
                  hasError={hasError}
                  isUnchecked={isUnchecked}
                />
              </nav>
            ) : (
              header
            )}
            <main {...paperLook(classes.step)} ref={main}>
              {channelOffer === userId ? (
                <Suspense fallback={null}>
                  <ChannelOfferPanel userId={userId} />
                </Suspense>
              ) : null}
              {state.changesOnlyInPage ? <ChangesOnlyInPageNote /> : null}
              {current?.copiedAnswers && uncheckedSteps.length > 0 ? <CopiedAnswersNote copied={current.copiedAnswers} /> : null}
              <InTurn>
                <StepContent step={step} />
              </InTurn>
            </main>
          </div>
        </div>
      </div>
      {confirmed ? <SubmittedOverlay /> : null}
    </WizardContext.Provider>
  );
};
