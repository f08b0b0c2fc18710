import {
  APPLICATION_FIELDS,
  FIELD_LABELS,
  fieldText,
  type FieldKey,
  type FieldValues,
} from '../application/application-fields.ts';
import { formatBytes } from '../format/bytes.ts';
import type { UploadKind } from '../uploads/files.ts';

/*
 * A returning founder's application beside their last one (docs/cohorts.md, issue 49): which catalogue fields read
 * differently now. Typed fields compare as the console shows them (fieldText); uploads by file name and size only.
 */

/** One field that reads differently now; null where it was (or is) left blank. */
export interface FieldChange {
  field: FieldKey;
  label: string;
  before: string | null;
  after: string | null;
}

/** An upload as compared: its (cleaned) name and size in bytes. */
export interface ComparedFile {
  kind: string;
  name: string;
  size: number;
}

const UPLOAD_KIND_OF_FIELD: Partial<Record<FieldKey, UploadKind>> = {
  videoUrl: 'video',
  financialStatementUrl: 'financial_statement',
  pitchDeckUrl: 'pitch_deck',
};

const fileText = (files: readonly ComparedFile[], kind: UploadKind | undefined): string | null => {
  const file = files.filter((f) => f.kind === kind).at(-1);
  return file ? `${file.name} (${formatBytes(file.size)})` : null;
};

/**
 * The fields of the catalogue shown on the console (the sector's own text is part of the sector's line) whose text
 * differs between the earlier application and this one, in the wizard's order.
 */
export const changesSinceLast = (
  before: { values: FieldValues; files: readonly ComparedFile[] },
  after: { values: FieldValues; files: readonly ComparedFile[] },
): FieldChange[] =>
  APPLICATION_FIELDS.filter((f) => f.summary || f.kind === 'file').flatMap((f) => {
    const read = (side: typeof before) =>
      f.kind === 'file' ? fileText(side.files, UPLOAD_KIND_OF_FIELD[f.key]) : fieldText(f.key, side.values) || null;
    const was = read(before);
    const now = read(after);
    return was === now ? [] : [{ field: f.key, label: FIELD_LABELS[f.key], before: was, after: now }];
  });

/** The console's words for a returning founder's history. */
export const RETURNING_FOUNDER_TEXTS = {
  appliedBefore: 'Applied before',
  noDecision: 'no decision published',
  changesTitle: 'What changed since last time',
  changesIntro: (cohortName: string) => `Compared with the application to ${cohortName}.`,
  before: 'Before',
  after: 'Now',
  blank: '(blank)',
  noChanges: 'Nothing changed since the last application.',
} as const;
