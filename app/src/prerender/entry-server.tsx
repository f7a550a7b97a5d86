// Server entry for the prerender step: renders one path of the app to HTML with the state every
// visitor starts in (signed out, nothing restored). Waits for lazy pages (react-dom/static).
import { site } from '@rv/catalogue';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { AppProviders, type AppServices } from '../AppContext';
import { readConfig } from '../firebase/config';
import { ROUTER_BASENAME } from '../language';
import { createSessionController } from '../state/controller';
import { createSessionStore } from '../state/store';

export { PAGE_LOCALE } from '../language';

import { OG_IMAGES as PAGE_PICTURES } from '../routing/meta';
import { memberPictures } from './memberPictures';

export { headTags, OG_TAGLINE, PRERENDERED_PATHS } from '../routing/meta';

/** Every picture the build draws: the site's, each petition's and each member's. */
export const OG_IMAGES: readonly { path: string; title?: string; lines?: readonly string[] }[] = [
  ...PAGE_PICTURES,
  ...memberPictures(),
];
export { PRERENDERED_ATTRIBUTE } from '../routing/prerendered';

function serverServices(): AppServices {
  const unavailable = () => Promise.reject(new Error('Not available while prerendering.'));
  const store = createSessionStore(
    () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined }),
    site.persist,
  );
  return {
    config: readConfig({}),
    store,
    session: createSessionController({
      store,
      persist: site.persist,
      loadAuth: unavailable,
      loadApi: unavailable,
      authAtStart: () => false,
    }),
  };
}

/** Renders one route (an English path: the Spanish build serves it under /es, its basename). */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={`${ROUTER_BASENAME ?? ''}${path}`} basename={ROUTER_BASENAME}>
        <AppProviders services={serverServices()}>
          <App />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary: React would emit it hidden with an inline script
    // to reveal it, which the site's CSP (script-src 'self') blocks, so a long page (the Terms
    // of Service) stayed hidden, and never showed without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
