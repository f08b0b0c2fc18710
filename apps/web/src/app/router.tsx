import { lazy, type ComponentType } from 'react';
import { trackRequest } from '../lib/requests-in-flight.ts';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { GuestOnly } from '../features/auth/components/guest-only.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/*
 * The portal's routes, declared with <Routes> (React Router's declarative mode: a third of the data router's
 * size, which keeps the sign-in page within its first-load budget). Every page module is loaded lazily and
 * has a default export; the guards and the signed-in area are layout routes, so every page behind them is covered.
 * The guarded pages are declared once, in the tables below, for both <Routes> and the early code load.
 */
/**
 * A page loaded lazily; start() begins loading its code ahead of rendering (the same promise the render then uses).
 * A route's code on its way counts as a request of the first screen (app/pwa/when-page-settled.ts).
 */
const page = <T extends { default: ComponentType }>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  const start = () => (loading ??= trackRequest(load()));
  return Object.assign(lazy(start), { start });
};
const SignInRoute = page(() => import('./routes/sign-in-route.tsx'));
const SignUpRoute = page(() => import('./routes/sign-up-route.tsx'));
const SignedInArea = page(() => import('./signed-in-area.tsx'));
const DashboardRoute = page(() => import('./routes/dashboard-route.tsx'));
const ApplicationRoute = page(() => import('./routes/application-route.tsx'));
const AccountRoute = page(() => import('./routes/account-route.tsx'));
const ConsoleRoute = page(() => import('./routes/console-route.tsx'));
const ResetPasswordRoute = page(() => import('./routes/reset-password-route.tsx'));
const VerifyEmailRoute = page(() => import('./routes/verify-email-route.tsx'));
const MagicLinkRoute = page(() => import('./routes/magic-link-route.tsx'));
const PrivacyRoute = page(() => import('./routes/privacy-route.tsx'));

type LazyPage = ReturnType<typeof page>;

/** Sign-in and sign-up: signed-out only (signed-in visitors go on to /dashboard). */
const GUEST_PAGES: { path: string; Page: LazyPage }[] = [
  { path: '/', Page: SignInRoute },
  { path: '/signup', Page: SignUpRoute },
];

/** Signed-in only, inside the signed-in area: everyone else goes to / carrying the original location. */
const SIGNED_IN_PAGES: { path: string; Page: LazyPage }[] = [
  { path: '/dashboard', Page: DashboardRoute },
  { path: '/application/:step', Page: ApplicationRoute },
  { path: '/account/:section', Page: AccountRoute },
  // Reviewers and admins; anyone else is sent on like an unknown address.
  { path: '/console/*', Page: ConsoleRoute },
];

/**
 * Starts loading the code of the page at this address beside the session check instead of after it: on a slow
 * link each step of that chain costs a round trip. A guess from the address alone (a signed-in visitor at / still
 * goes on to the dashboard); after one visit the service worker serves these files from the device.
 */
export const startLoadingPagesOf = (pathname: string) => {
  const guest = GUEST_PAGES.find(({ path }) => matchPath(path, pathname));
  if (guest) return void guest.Page.start();
  const signedIn = SIGNED_IN_PAGES.find(({ path }) => matchPath(path, pathname));
  if (!signedIn) return;
  SignedInArea.start();
  signedIn.Page.start();
};

export const AppRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      <Route element={<GuestOnly />}>
        {GUEST_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<SignedInArea />}>
          <Route path="application" element={<Navigate to="/application/personal" replace />} />
          {SIGNED_IN_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
      {/* Links from account emails: open to everyone (a signed-in founder may verify or reset too). */}
      <Route path="reset-password" element={<ResetPasswordRoute />} />
      <Route path="verify-email" element={<VerifyEmailRoute />} />
      <Route path="magic-link" element={<MagicLinkRoute />} />
      <Route path="privacy" element={<PrivacyRoute />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Route>
  </Routes>
);
