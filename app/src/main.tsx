// Browser entry: hydrate the prerendered page (or render, on a path that was not prerendered),
// then restore the saved state and, when a session was saved, sign it back in.
// The global styles (box-sizing, body margin, fonts) by name: @rv/ui's theme barrel imports
// them only as a side effect, which the build's tree-shaking of workspace modules drops.
import '@rv/ui/global.css';
import { LOCALE_CHOICE_KEY, redirectForChoice } from '@rv/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppContext';
import { looksLikeEmailLinkReturn } from './firebase/config';
import { ROUTER_BASENAME } from './language';
import { normalisePath, PRERENDERED_ATTRIBUTE } from './routing/prerendered';
import { createBrowserServices } from './services';

// A visitor who chose Spanish and opens an English address goes to its Spanish twin
// (docs/architecture/i18n.md); one who opens a Spanish address on purpose keeps it.
const { pathname, search, hash } = window.location;
const twin = redirectForChoice(pathname + search + hash, storedLanguageChoice());
if (twin) window.location.replace(twin);
else start();

// The read of @rv/ui's browserLanguageChoice.stored(), kept here: importing @rv/ui into the entry
// regroups the build's chunks and cost the landing page 0.3 KB gzip (bench:web, 2026-11-23).
function storedLanguageChoice(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_CHOICE_KEY);
  } catch {
    // Storage blocked (a privacy setting): no choice was kept.
    return null;
  }
}

function start() {
  const services = createBrowserServices();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html needs <div id="root">.');

  const app = (
    <StrictMode>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <AppProviders services={services}>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );

  // The HTML was prerendered for this very path only when the attribute says so (the SPA
  // fallback serves another page's HTML for paths that were not prerendered).
  // An e-mail link returning to /signin starts in the e-mail flow, not the page that was prerendered.
  const hydrate =
    container.getAttribute(PRERENDERED_ATTRIBUTE) === normalisePath(window.location.pathname) &&
    !looksLikeEmailLinkReturn(window.location.search);
  if (hydrate) {
    // After the prerendered page's first paint, in a task of its own (decision 0091): with the
    // modules fetched before the HTML was parsed, the browser otherwise ran their evaluation and
    // the whole hydration before painting anything. In development (React) it is also a
    // transition, which yields to the browser between components.
    afterFirstPaint(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      // Only now: the session's first changes to the state must come after the first render,
      // which has to match the prerendered HTML.
      void services.session.start();
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
    void services.session.start();
  }
}

/** Runs `run` once the browser has painted the page (at once in a hidden tab, which never paints). */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
}
