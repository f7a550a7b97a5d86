// Screenshot baselines (local visual regression): after each story test, a story tagged
// 'screenshot' (each screen's AllStates story) is compared in Chromium with its committed
// baseline in packages/ui/__screenshots__/. Update baselines with
// `npm run test:stories -- --update` and review the PNGs before committing them.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

type StoryContext = { story?: { id: string; tags: readonly string[] } };

// Taller pages are cut here; the window in vitest.config.ts is 4200 px tall.
const MAX_HEIGHT = 4000;

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext;
  if (!story?.tags.includes('screenshot')) return;
  // The web font (packages/ui/src/theme/fonts.css.ts) is shown with `font-display: swap`: wait
  // until every face the page uses has arrived, so no picture is taken in the fallback font.
  await document.fonts.ready;
  // Grow the viewport to the whole page at the story's width, so everything below the fold
  // (and fixed bars at the end of it) is in the picture; portals (panels, dialogs) included.
  const height = Math.min(Math.max(document.documentElement.scrollHeight, window.innerHeight), MAX_HEIGHT);
  await page.viewport(window.innerWidth, height);
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(story.id);
});
