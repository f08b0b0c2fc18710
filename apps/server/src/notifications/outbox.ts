import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where messages go when no transport is configured: one readable text file per message in
 * DATA_DIR/outbox/, so every email and SMS flow works on a laptop and tests can read what was "sent".
 */
export const writeToOutbox = async (
  dataDir: string,
  channel: 'email' | 'sms' | 'whatsapp',
  headers: Record<string, string>,
  body: string,
): Promise<string> => {
  const dir = path.join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${channel}-${randomBytes(4).toString('hex')}.txt`);
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v.replace(/[\r\n]+/g, ' ')}`);
  await writeFile(file, `${head.join('\n')}\n\n${body}\n`, { mode: 0o600 });
  return file;
};
