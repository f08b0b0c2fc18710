import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useSession } from '../../../lib/use-session.ts';
import type { ReturnToState } from './require-auth.tsx';
import { homeOf } from '../api/home-of.ts';

/**
 * Signed-out only (/ and /signup): a signed-in visitor goes on to where a guard stopped them, else to their home:
 * the console for reviewers and admins, /dashboard for founders.
 * The spinner stays on screen while the next page's code loads (a navigation keeps showing what it leaves; a bare
 * <Navigate> shows nothing, which was a white page after Create Your Account on a slow link).
 */
export const GuestOnly = () => {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageLoader />;
  if (state.status === 'signed-in') {
    const from = (location.state as ReturnToState | null)?.from;
    return (
      <>
        <FullPageLoader />
        {from ? <Navigate to={from} state={from.state} replace /> : <Navigate to={homeOf(state.user)} replace />}
      </>
    );
  }
  return <Outlet />;
};
