import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** Where a guard sends someone back to after sign-in (the original location is carried along). */
export interface ReturnToState {
  from?: { pathname: string; search: string; hash: string; state?: unknown };
}

/** Signed-in only: anyone else goes to / carrying where they wanted to go (not after a deliberate sign-out). */
export const RequireAuth = () => {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageLoader />;
  if (state.status === 'signed-out') {
    const returnTo: ReturnToState | undefined =
      state.reason === 'signed-out'
        ? undefined
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state } };
    // The spinner stays while the sign-in page's code loads (see guest-only.tsx).
    return (
      <>
        <FullPageLoader />
        <Navigate to="/" replace state={returnTo} />
      </>
    );
  }
  return <Outlet />;
};
