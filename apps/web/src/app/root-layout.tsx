import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { ScreenFoot } from './screen-foot.tsx';

/**
 * Every page: the routed screen (a spinner while its code loads), scrolled to the top when the page changes, and
 * the foot of the screen (a new deployment's offer, a language still to be shown).
 */
export const RootLayout = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    // A block body: newer browsers return a Promise from scrollTo, which must not become the effect's cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScreenFoot />
    </>
  );
};
