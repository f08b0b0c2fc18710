import type { Kysely } from 'kysely';
import { pitchLengthWarning } from '@portal/shared/uploads/video-pitch';
import { VIDEO_MESSAGES } from '@portal/shared/uploads/video-messages';
import type { Database } from '../../db/types.ts';
import { FILE_STATUS } from './file-repository.ts';

/** A stored video as the founder and the console see it: what its container said, or why it said nothing. */
export interface StoredVideoView {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** Set when duration and resolution could not be read (the file is stored all the same). */
  note: string | null;
  /** 'short' (under 30 s) or 'long' (over 3 min): the founder is warned, never blocked. */
  lengthWarning: 'short' | 'long' | null;
}

export const toStoredVideoView = (row: {
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  media_note: string | null;
}): StoredVideoView => {
  const durationSeconds = row.duration_ms === null ? null : Number(row.duration_ms) / 1000;
  return {
    durationSeconds,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    note: row.media_note === null ? null : `${VIDEO_MESSAGES.UNREADABLE_NOTE} (${row.media_note})`,
    lengthWarning: pitchLengthWarning(durationSeconds),
  };
};

/** The stored video pitch of the user's current (newest) application, if there is one. */
export const findPitchVideoOfUser = async (db: Kysely<Database>, userId: string): Promise<StoredVideoView | null> => {
  const row = await db
    .selectFrom('files')
    .innerJoin('applications', 'applications.id', 'files.application_id')
    .select(['files.duration_ms', 'files.width', 'files.height', 'files.media_note'])
    .where('applications.id', '=', (eb) =>
      eb
        .selectFrom('applications')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('files.kind', '=', 'video')
    .where('files.status', '=', FILE_STATUS.ready)
    .orderBy('files.updated_at', 'desc')
    .executeTakeFirst();
  return row ? toStoredVideoView(row) : null;
};
