import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPLICATION_FIELDS_FRAGMENT } from '@portal/shared/graphql/operations';
import { benchServerFlags, freePort } from './server.ts';

const saveDocument = (field: string, selection: string) =>
  `mutation SaveFunding($applicationId: ID!, $equityFunding: String!, $debtFunding: String!, $grantFunding: String!) { ${field}(applicationId: $applicationId, equityFunding: $equityFunding, debtFunding: $debtFunding, grantFunding: $grantFunding) ${selection} }`;

/** The bare save answering with the id and the time. */
export const BARE_SAVE_DOCUMENT = saveDocument('saveFunding', '{ id updatedAt }');
/** The bare save answering with the portal's own fragment, ApplicationFields (bare-graphql-server.ts). */
export const BARE_SAVE_WHOLE_DOCUMENT = `${saveDocument('saveFundingWhole', '{ ...ApplicationFields }')}\n${APPLICATION_FIELDS_FRAGMENT}`;

/** Starts bench/harness/bare-graphql-server.ts in its own process on the given database; resolves once it listens. */
export const startBareGraphQL = (database: { sqliteFile?: string; url?: string }) =>
  startBare('bare-graphql-server.ts', database);

/** Starts one of the bare-library servers (bench/harness/bare-*-server.ts) in its own process. */
export const startBare = async (script: string, database: { sqliteFile?: string; url?: string; dir?: string }) => {
  const port = await freePort();
  const child = spawn(process.execPath, [...benchServerFlags(), path.join(import.meta.dirname, script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      BARE_SQLITE_FILE: database.sqliteFile ?? '',
      BARE_DATABASE_URL: database.url ?? '',
      BARE_DIR: database.dir ?? '',
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare GraphQL server exited with ${code}`)));
    child.stdout!.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};
