import { useEffect, useState, type ComponentType } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/shared/texts/messages';
import { MUTED } from '../lib/tones.ts';
import type { WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { BusinessStep } from './steps/business-step.tsx';
import { CompanyStep } from './steps/company-step.tsx';
import { FundingStep } from './steps/funding-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { isUploadStep, type UploadStepId } from '../lib/upload-kind.ts';

type UploadStepComponent = ComponentType<{ step: UploadStepId }>;

/*
 * The upload steps (a file picker, drag and drop, the video's preparation) are a part of their own: the other steps,
 * where most founders open the wizard, do not load it. It is asked for when an upload step opens, or ahead of that
 * (startLoadingUploadSteps); after the first visit the service worker keeps it, like every part, for offline use.
 */
let loading: Promise<UploadStepComponent> | undefined;
let loaded: UploadStepComponent | undefined;
export const startLoadingUploadSteps = (): Promise<UploadStepComponent> =>
  (loading ??= import('./steps/upload-step.tsx').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined; // asked for again on the next try
      throw error;
    },
  ));

/** An upload step: at once when its code is in, else a loader until it is, or a way to try again if it could not come. */
const UploadStepPart = ({ step }: { step: UploadStepId }) => {
  const [Step, setStep] = useState<UploadStepComponent | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Step) return;
    let current = true;
    startLoadingUploadSteps().then(
      (component) => current && setStep(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [Step, attempt]);
  if (Step) return <Step step={step} />;
  if (failed) {
    return (
      <Stack align="center" gap="sm" py="xl" role="alert">
        <Text c={MUTED} ta="center">
          {WIZARD_TEXTS.stepLoadError}
        </Text>
        <Button
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {MESSAGES.TRY_AGAIN}
        </Button>
      </Stack>
    );
  }
  return (
    <Center mih={240} role="status">
      <Loader aria-label={WIZARD_TEXTS.loading} />
    </Center>
  );
};

export const StepContent = ({ step }: { step: WizardStepId }) => {
  if (isUploadStep(step)) return <UploadStepPart step={step} />;
  switch (step) {
    case 'personal':
      return <PersonalStep />;
    case 'company':
      return <CompanyStep />;
    case 'business':
      return <BusinessStep />;
    case 'funding':
      return <FundingStep />;
    case 'review':
      return <ReviewStep />;
  }
};
