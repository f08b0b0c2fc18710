import { createBrowserRouter, Navigate } from 'react-router';

/**
 * Routes of spec §2. Page modules are loaded lazily so the sign-in page stays small; each feature
 * exposes a route module with a default export (its page component).
 */
export const router = createBrowserRouter([
  {
    lazy: () => import('./root-layout.tsx').then((m) => ({ Component: m.default })),
    children: [
      // Sign-in and sign-up: signed-out only (GuestOnly redirects to /dashboard).
      { path: '/', lazy: () => import('./routes/sign-in-route.tsx').then((m) => ({ Component: m.default })) },
      { path: '/signup', lazy: () => import('./routes/sign-up-route.tsx').then((m) => ({ Component: m.default })) },
      // Signed-in only (RequireAuth redirects to / carrying the original location).
      { path: '/dashboard', lazy: () => import('./routes/dashboard-route.tsx').then((m) => ({ Component: m.default })) },
      { path: '/application', element: <Navigate to="/application/personal" replace /> },
      { path: '/application/:step', lazy: () => import('./routes/application-route.tsx').then((m) => ({ Component: m.default })) },
      { path: '/account/:section', lazy: () => import('./routes/account-route.tsx').then((m) => ({ Component: m.default })) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
