import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { SIGN_IN_MESSAGES } from '@portal/shared/sign-in-messages';
import type { WizardStepId } from '@portal/shared/steps';

/*
 * Each step's form loads with its step: the upload steps' dropzone and the company step's number inputs are not
 * in the code of the other steps. The service worker keeps every step's file, so moving on offline still works.
 */
const PersonalStep = lazy(() => import('./steps/personal-step.tsx').then((m) => ({ default: m.PersonalStep })));
const CompanyStep = lazy(() => import('./steps/company-step.tsx').then((m) => ({ default: m.CompanyStep })));
const BusinessStep = lazy(() => import('./steps/business-step.tsx').then((m) => ({ default: m.BusinessStep })));
const FundingStep = lazy(() => import('./steps/funding-step.tsx').then((m) => ({ default: m.FundingStep })));
const VideoStep = lazy(() => import('./steps/video-step.tsx').then((m) => ({ default: m.VideoStep })));
const DocumentStep = lazy(() => import('./steps/document-step.tsx').then((m) => ({ default: m.DocumentStep })));
const ReviewStep = lazy(() => import('./steps/review-step.tsx').then((m) => ({ default: m.ReviewStep })));

const StepForm = ({ step }: { step: WizardStepId }) => {
  switch (step) {
    case 'personal':
      return <PersonalStep />;
    case 'company':
      return <CompanyStep />;
    case 'business':
      return <BusinessStep />;
    case 'funding':
      return <FundingStep />;
    case 'video':
      return <VideoStep />;
    case 'financial':
    case 'pitch_deck':
      return <DocumentStep key={step} step={step} />;
    case 'review':
      return <ReviewStep />;
  }
};

export const StepContent = ({ step }: { step: WizardStepId }) => (
  <Suspense
    fallback={
      <Center mih={240}>
        <Loader role="status" aria-label={SIGN_IN_MESSAGES.LOADING} />
      </Center>
    }
  >
    <StepForm step={step} />
  </Suspense>
);
