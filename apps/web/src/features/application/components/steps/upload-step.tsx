import { DocumentStep } from './document-step.tsx';
import { VideoStep } from './video-step.tsx';
import type { UploadStepId } from '../../lib/upload-kind.ts';

/** The steps that upload a file (the video pitch and the two documents), loaded only when one is opened (step-content.tsx). */
const UploadStep = ({ step }: { step: UploadStepId }) =>
  step === 'video' ? <VideoStep /> : <DocumentStep key={step} step={step} />;

export default UploadStep;
