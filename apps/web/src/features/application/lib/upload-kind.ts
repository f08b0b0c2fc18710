import { UPLOAD_KINDS, type UploadKind } from '@portal/shared/uploads/files';
import type { WizardStepId } from '@portal/shared/application/steps';

/** The wizard steps that upload a file, and the kind each one uploads. */
export const UPLOAD_KIND_OF_STEP = {
  video: 'video',
  financial: 'financial_statement',
  pitch_deck: 'pitch_deck',
} as const satisfies Partial<Record<WizardStepId, UploadKind>>;
export type UploadStepId = keyof typeof UPLOAD_KIND_OF_STEP;
export const isUploadStep = (step: WizardStepId): step is UploadStepId => step in UPLOAD_KIND_OF_STEP;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The type to declare for a file: the browser's, or the one its extension stands for when the browser gives none. */
export const declaredType = (kind: UploadKind, file: { name: string; type: string }): string => {
  if (file.type) return file.type;
  const rules = UPLOAD_KINDS[kind];
  const index = (rules.extensions as readonly string[]).indexOf(extensionOf(file.name));
  return rules.mimeTypes[index] ?? '';
};

/** The picker's filter: each accepted MIME type with the extensions the kind accepts. */
export const acceptFor = (kind: UploadKind): Record<string, string[]> =>
  Object.fromEntries(UPLOAD_KINDS[kind].mimeTypes.map((type) => [type, [...UPLOAD_KINDS[kind].extensions]]));
