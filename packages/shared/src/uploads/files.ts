import { DOCUMENT_MAX_BYTES, VIDEO_MAX_BYTES } from '../limits.ts';
import { MESSAGES } from '../texts/messages.ts';

/** What each upload kind accepts. `mimeTypes` are also what content sniffing must find. */
export const UPLOAD_KINDS = {
  video: {
    label: 'Video Pitch',
    maxBytes: VIDEO_MAX_BYTES,
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'],
    extensions: ['.mp4', '.mov', '.avi', '.webm'],
    invalidTypeMessage: MESSAGES.VIDEO_INVALID_TYPE,
    tooLargeMessage: MESSAGES.VIDEO_TOO_LARGE,
    failedMessage: MESSAGES.VIDEO_FAILED,
    column: 'video_url',
    /** The wizard step that uploads it ("Saved by" names who stored its file last). */
    step: 'video',
  },
  financial_statement: {
    label: 'Financial Statement',
    maxBytes: DOCUMENT_MAX_BYTES,
    mimeTypes: ['application/pdf'],
    extensions: ['.pdf'],
    invalidTypeMessage: MESSAGES.FINANCIAL_INVALID_TYPE,
    tooLargeMessage: MESSAGES.DOCUMENT_TOO_LARGE,
    failedMessage: MESSAGES.DOCUMENT_FAILED,
    column: 'financial_statement_url',
    step: 'financial',
  },
  pitch_deck: {
    label: 'Pitch Deck',
    maxBytes: DOCUMENT_MAX_BYTES,
    mimeTypes: [
      'application/pdf',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    extensions: ['.pdf', '.ppt', '.pptx'],
    invalidTypeMessage: MESSAGES.PITCH_DECK_INVALID_TYPE,
    tooLargeMessage: MESSAGES.DOCUMENT_TOO_LARGE,
    failedMessage: MESSAGES.DOCUMENT_FAILED,
    column: 'pitch_deck_url',
    step: 'pitch_deck',
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const isUploadKind = (value: unknown): value is UploadKind => typeof value === 'string' && value in UPLOAD_KINDS;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The browser's check before an upload starts: type (by MIME or, when the browser gives none, by extension) and size. */
export const checkFileForUpload = (
  kind: UploadKind,
  file: { name: string; type: string; size: number } | null | undefined,
): string | null => {
  if (!file) return MESSAGES.NO_FILE_SELECTED;
  const rules = UPLOAD_KINDS[kind];
  const typeOk = file.type
    ? (rules.mimeTypes as readonly string[]).includes(file.type)
    : (rules.extensions as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return rules.invalidTypeMessage;
  if (file.size > rules.maxBytes) return rules.tooLargeMessage;
  return null;
};
