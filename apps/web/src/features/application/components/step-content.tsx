import type { WizardStepId } from '@portal/shared/steps';
import { BusinessStep } from './steps/business-step.tsx';
import { CompanyStep } from './steps/company-step.tsx';
import { DocumentStep } from './steps/document-step.tsx';
import { FundingStep } from './steps/funding-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { VideoStep } from './steps/video-step.tsx';

export const StepContent = ({ step }: { step: WizardStepId }) => {
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
