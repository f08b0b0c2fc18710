import { lazy } from 'react';
import { trackRequest } from '../lib/requests-in-flight.ts';
import { Navigate, Route, Routes } from 'react-router';
import { GuestOnly } from '../features/auth/components/guest-only.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/*
 * The portal's routes, declared with <Routes> (React Router's declarative mode: a third of the data router's
 * size, which keeps the sign-in page within its first-load budget). Every page module is loaded lazily and
 * has a default export; the guards and the signed-in area are layout routes, so every page behind them is covered.
 */
/** A route's code on its way counts as a request of the first screen (app/pwa/when-page-settled.ts). */
const tracked = <T,>(load: () => Promise<T>) => () => trackRequest(load());
const SignInRoute = lazy(tracked(() => import('./routes/sign-in-route.tsx')));
const SignUpRoute = lazy(tracked(() => import('./routes/sign-up-route.tsx')));
const SignedInArea = lazy(tracked(() => import('./signed-in-area.tsx')));
const DashboardRoute = lazy(tracked(() => import('./routes/dashboard-route.tsx')));
const ApplicationRoute = lazy(tracked(() => import('./routes/application-route.tsx')));
const AccountRoute = lazy(tracked(() => import('./routes/account-route.tsx')));
const ConsoleRoute = lazy(tracked(() => import('./routes/console-route.tsx')));
const ResetPasswordRoute = lazy(tracked(() => import('./routes/reset-password-route.tsx')));
const VerifyEmailRoute = lazy(tracked(() => import('./routes/verify-email-route.tsx')));
const MagicLinkRoute = lazy(tracked(() => import('./routes/magic-link-route.tsx')));
const PrivacyRoute = lazy(tracked(() => import('./routes/privacy-route.tsx')));

export const AppRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      {/* Sign-in and sign-up: signed-out only (signed-in visitors go on to /dashboard). */}
      <Route element={<GuestOnly />}>
        <Route index element={<SignInRoute />} />
        <Route path="signup" element={<SignUpRoute />} />
      </Route>
      {/* Signed-in only: everyone else goes to / carrying the original location. */}
      <Route element={<RequireAuth />}>
        <Route element={<SignedInArea />}>
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="application" element={<Navigate to="/application/personal" replace />} />
          <Route path="application/:step" element={<ApplicationRoute />} />
          <Route path="account/:section" element={<AccountRoute />} />
          {/* Reviewers and admins; anyone else is sent on like an unknown address. */}
          <Route path="console/*" element={<ConsoleRoute />} />
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
