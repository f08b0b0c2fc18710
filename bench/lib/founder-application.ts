import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** The signed-in user's id, from Better Auth's session endpoint. */
export const sessionUserId = async (baseUrl: string, cookie: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  const session = (await response.json()) as { user?: { id?: string } } | null;
  if (!session?.user?.id) throw new Error(`no session: ${response.status}`);
  return session.user.id;
};

/** An in-progress application row for the user, written straight into the server's SQLite file. */
export const insertApplication = (dataDir: string, userId: string): string => {
  const sqlite = new SqliteDatabase(path.join(dataDir, 'portal.db'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    const id = randomUUID();
    const now = new Date().toISOString();
    sqlite
      .prepare(
        `insert into applications (id, user_id, name, application_status, created_at, updated_at) values (?, ?, ?, 'in-progress', ?, ?)`,
      )
      .run(id, userId, 'Bench Founder', now, now);
    return id;
  } finally {
    sqlite.close();
  }
};

/** The stored file's row, to check that the server's sha256 matches the source. */
export const storedFile = (
  dataDir: string,
  fileId: string,
): { sha256: string | null; size: number; status: string } | undefined => {
  const sqlite = new SqliteDatabase(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return sqlite.prepare(`select sha256, size, status from files where id = ?`).get(fileId) as
      { sha256: string | null; size: number; status: string } | undefined;
  } finally {
    sqlite.close();
  }
};
