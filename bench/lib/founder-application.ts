import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { OPERATIONS } from '@portal/shared/graphql/operations';

/** The signed-in user's id, from Better Auth's session endpoint. */
export const sessionUserId = async (baseUrl: string, cookie: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  const session = (await response.json()) as { user?: { id?: string } } | null;
  if (!session?.user?.id) throw new Error(`no session: ${response.status}`);
  return session.user.id;
};

/**
 * The founder's application, started as the web app starts it: the personal step saved through the API (an upload
 * needs the founder's own application, which the server finds through its membership row).
 */
export const startApplication = async (server: { url: string; origin: string }, cookie: string): Promise<string> => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify({
      operationName: 'SavePersonalInfo',
      query: OPERATIONS.SavePersonalInfo,
      variables: { input: { name: 'Bench Founder', email: 'bench-founder@example.com', phone: '9876543210' } },
    }),
  });
  const body = (await response.json()) as { data?: { savePersonalInfo?: { id: string } }; errors?: unknown[] };
  if (!body.data?.savePersonalInfo?.id) throw new Error(`SavePersonalInfo failed: ${JSON.stringify(body.errors)}`);
  return body.data.savePersonalInfo.id;
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
