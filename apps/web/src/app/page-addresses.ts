import type { PageStartQuery } from '@portal/shared/web/server-paths';

/**
 * Every page address and the module that renders it (a path under src/app). Read by the router (app/router.tsx)
 * and by the build (scripts/page-preloads-plugin.ts), which writes for each address an index.html that already
 * names the page's files, so a browser fetches them beside the app's entry instead of after it. Plain data: the
 * build imports this file without a bundler.
 */
export type PageAccess =
  /** Signed-out only: a signed-in visitor goes on to /dashboard. */
  | 'guest'
  /** Signed-in only, inside the signed-in area: everyone else goes to / carrying the original location. */
  | 'signed-in'
  /** Links from account and invitation emails: open to everyone (a signed-in founder may verify or reset too). */
  | 'anyone';

export interface PageAddress {
  /** A React Router path pattern. */
  path: string;
  access: PageAccess;
  module: string;
  /** The answers the page shows first, asked for as soon as its session is known (lib/page-start-queries.ts) and preloaded by its HTML. */
  startQueries?: readonly PageStartQuery[];
}

/** The layout every signed-in page renders inside. */
export const SIGNED_IN_AREA_MODULE = './signed-in-area.tsx';

export const PAGE_ADDRESSES = [
  { path: '/', access: 'guest', module: './routes/sign-in-route.tsx' },
  { path: '/signup', access: 'guest', module: './routes/sign-up-route.tsx' },
  // The founder's header (features/dashboard/components/signed-in-layout.tsx) reads the Viewer; the console has its own.
  // The dashboard's lists too: the cohorts to start and the founder's other applications (features/dashboard/api/cohorts.ts).
  {
    path: '/dashboard',
    access: 'signed-in',
    module: './routes/dashboard-route.tsx',
    startQueries: ['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications'],
  },
  {
    path: '/application/:step',
    access: 'signed-in',
    module: './routes/application-route.tsx',
    startQueries: ['Viewer', 'MyApplication'],
  },
  // A co-founder's invite link (features/application/team/join-page.tsx): sign up or sign in first, then join.
  { path: '/join', access: 'signed-in', module: './routes/join-route.tsx', startQueries: ['Viewer'] },
  { path: '/account/:section', access: 'signed-in', module: './routes/account-route.tsx', startQueries: ['Viewer'] },
  // A cohort's eligibility check, answered before its application starts (docs/own-questions.md).
  { path: '/eligibility/:cohortId', access: 'signed-in', module: './routes/eligibility-route.tsx', startQueries: ['Viewer'] },
  // Reviewers and admins; anyone else is sent on like an unknown address.
  { path: '/console/*', access: 'signed-in', module: './routes/console-route.tsx' },
  { path: '/reset-password', access: 'anyone', module: './routes/reset-password-route.tsx' },
  { path: '/verify-email', access: 'anyone', module: './routes/verify-email-route.tsx' },
  { path: '/magic-link', access: 'anyone', module: './routes/magic-link-route.tsx' },
  { path: '/invitation', access: 'anyone', module: './routes/invitation-route.tsx' },
  { path: '/privacy', access: 'anyone', module: './routes/privacy-route.tsx' },
] as const satisfies readonly PageAddress[];

/** The modules an address renders, outermost first. */
export const pageModulesOf = (address: PageAddress): string[] =>
  address.access === 'signed-in' ? [SIGNED_IN_AREA_MODULE, address.module] : [address.module];
