import { lazy, type ComponentType } from 'react';
import { trackRequest } from '../lib/requests-in-flight.ts';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { GuestOnly } from '../features/auth/components/guest-only.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { PAGE_ADDRESSES, pageModulesOf, SIGNED_IN_AREA_MODULE, type PageAccess, type PageAddress } from './page-addresses.ts';
import type { PageStartQuery } from '@portal/shared/web/server-paths';

/*
 * The portal's routes, declared with <Routes> (React Router's declarative mode: a third of the data router's
 * size, which keeps the sign-in page within its first-load budget). Every page module is loaded lazily and
 * has a default export; the guards and the signed-in area are layout routes, so every page behind them is covered.
 * Which module each address renders is declared once, in app/page-addresses.ts.
 */
type PageModule = {
  default: ComponentType;
  /** Work the page's first render needs done for this signed-in founder (app/first-answers.ts waits for it). */
  prepareFirstRender?: (userId: string, startQueries: readonly PageStartQuery[]) => Promise<void>;
};
const PAGE_LOADERS = import.meta.glob<PageModule>(['./routes/*-route.tsx', './signed-in-area.tsx']);

/**
 * A page loaded lazily; start() begins loading its code ahead of rendering (the same promise the render then uses).
 * Once the code is in, the page renders at once: a lazy component suspends at its first render even when its code
 * has arrived, which cost a render of the fallback and another of the page. A route's code on its way counts as a
 * request of the first screen (app/pwa/when-page-settled.ts).
 */
const page = (module: string) => {
  const load = PAGE_LOADERS[module];
  if (!load) throw new Error(`app/page-addresses.ts names ${module}, which is not a page module of app/`);
  let loading: Promise<PageModule> | undefined;
  let Loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= trackRequest(load()).then((loadedModule) => {
      Loaded = loadedModule.default;
      return loadedModule;
    }));
  const Lazy = lazy(start);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { start });
};

const PAGES = new Map(
  [SIGNED_IN_AREA_MODULE, ...PAGE_ADDRESSES.map((address) => address.module)].map((module) => [module, page(module)]),
);
const pageOf = (module: string) => PAGES.get(module)!;
const SignedInArea = pageOf(SIGNED_IN_AREA_MODULE);

/**
 * Starts loading the code of the page at this address beside the session check instead of after it (settling
 * when it is in or failed): on a slow link each step of that chain costs a round trip. A guess from the address alone (a signed-in visitor at / still
 * goes on to the dashboard); after one visit the service worker serves these files from the device.
 */
export const startLoadingPagesOf = (pathname: string): Promise<unknown> => {
  const address = addressAt(pathname);
  return Promise.allSettled(address ? pageModulesOf(address).map((module) => pageOf(module).start()) : []);
};

/** Once the code of the page at this address is in, what its modules do before the first render for this founder. */
export const preparePagesOf = async (pathname: string, userId: string): Promise<void> => {
  const address = addressAt(pathname);
  if (!address || address.access !== 'signed-in') return;
  await Promise.allSettled(
    pageModulesOf(address).map(async (module) =>
      (await pageOf(module).start()).prepareFirstRender?.(userId, address.startQueries ?? []),
    ),
  );
};

/** What the page at this address shows first (app/page-addresses.ts), for lib/page-start-queries.ts. */
export const startQueriesAt = (pathname: string): PageStartQuery[] => [...(addressAt(pathname)?.startQueries ?? [])];

const addressAt = (pathname: string): PageAddress | undefined => PAGE_ADDRESSES.find(({ path }) => matchPath(path, pathname));

const routesOf = (access: PageAccess) =>
  PAGE_ADDRESSES.filter((address) => address.access === access).map(({ path, module }) => {
    const Page = pageOf(module);
    return <Route key={path} path={path} element={<Page />} />;
  });

export const AppRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      <Route element={<GuestOnly />}>{routesOf('guest')}</Route>
      <Route element={<RequireAuth />}>
        <Route element={<SignedInArea />}>
          <Route path="application" element={<Navigate to="/application/personal" replace />} />
          {routesOf('signed-in')}
        </Route>
      </Route>
      {routesOf('anyone')}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Route>
  </Routes>
);
