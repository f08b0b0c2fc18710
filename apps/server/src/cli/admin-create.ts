import { z } from 'zod';
import { SIGN_IN_LINK_TTL_HOURS } from '@portal/shared/review/review';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { adminEmailSchema, createOrPromoteAdmin } from './admin-account.ts';

/**
 * `npm run admin:create -- <email>` (docs/program-team.md): promotes an existing account to admin,
 * or creates an admin account and prints a one-time sign-in link. Uses the same configuration as the server
 * (DATA_DIR or DATABASE_URL, BASE_URL), and migrates the database first.
 */
const email = process.argv[2];
if (!email || !adminEmailSchema.safeParse(email.trim()).success) {
  console.error(
    email ? adminEmailSchema.safeParse(email.trim()).error?.issues[0]?.message : 'Usage: npm run admin:create -- <email>',
  );
  process.exit(2);
}
try {
  const config = loadConfig(process.env, { log: () => {} });
  const app = await buildApp({ ...config, webDistDir: undefined, webhook: undefined }, { logger: false });
  try {
    const result = await createOrPromoteAdmin(app, email);
    if (result.kind === 'promoted') {
      console.log(
        `${result.email} is now an admin (was ${result.wasRole ?? 'applicant'}). They see the Console in their account menu.`,
      );
    } else {
      console.log(`Created the admin account ${result.email}.`);
      console.log(`One-time sign-in link (valid for ${SIGN_IN_LINK_TTL_HOURS} hours, works once; they then set a password):`);
      console.log(result.link);
    }
  } finally {
    await app.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof z.ZodError) console.error(error.issues[0]?.message);
  else console.error(error);
  process.exit(1);
}
