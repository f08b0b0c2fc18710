import './app/styles/shell.css';
import './app/styles/boot-mark.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { firstAnswers } from './app/first-answers.ts';
import { Providers, startSession } from './app/providers.tsx';
import { AppRoutes, preparePagesOf, startLoadingPagesOf, startQueriesAt } from './app/router.tsx';
import { askPageStart } from './lib/page-start-answer.ts';
import { loadPublicConfig, publicConfigFirstAttempt } from './lib/public-config.ts';
import { useLocale } from './lib/i18n.ts';
import { startLocale } from './lib/language-choice.ts';
import { whenPageSettled } from './app/pwa/when-page-settled.ts';

// What the page shows first, in one answer its HTML preloaded (lib/page-start-answer.ts); the configuration, the
// session check and the page's first queries each take their part of it.
askPageStart(startQueriesAt(window.location.pathname));
void loadPublicConfig();
const session = startSession();
const pageCode = startLoadingPagesOf(window.location.pathname);

// The service worker (offline shell, updates) and the web app manifest come once the page has loaded and its first
// screen settled (app/pwa/when-page-settled.ts): none of their files share the link with the first screen.
// Its code fetched offline (a link dropped on the first visit) fails: it is fetched again once the network is back.
const registerServiceWorker = (): void => {
  import('./app/pwa/register-service-worker.ts').catch(() =>
    window.addEventListener('online', registerServiceWorker, { once: true }),
  );
};
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void whenPageSettled().then(registerServiceWorker), { once: true });
}

document.documentElement.dataset.build = __PORTAL_BUILD_ID__;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A change of language shows every page again in it (lib/i18n.ts). */
const LocalizedRoutes = () => <AppRoutes key={useLocale()} />;

// The first render waits for Hindi's chunk when this device chose it, so the first screen is already in Hindi, and
// for the page's code and its first answers (app/first-answers.ts), so it renders the page once, not a spinner first.
void Promise.all([
  startLocale(),
  firstAnswers({
    session,
    pageCode,
    publicConfig: publicConfigFirstAttempt(),
    prepare: (userId) => preparePagesOf(window.location.pathname, userId),
  }),
]).then(() => {
  container.replaceChildren(); // index.html's WHY mark, shown while the code loaded
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Providers session={session}>
          <LocalizedRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
});
