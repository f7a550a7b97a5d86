// What the prerender build gets for `react-dom/static` (app/vite.config.ts; decision 0090): the
// page's HTML from preact-render-to-string, which waits for lazy pages, in the shape
// src/prerender/entry-server.tsx reads from react-dom's prerenderToNodeStream.
import { Readable } from 'node:stream';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

export async function prerenderToNodeStream(page: VNode, _options?: unknown): Promise<{ prelude: Readable }> {
  const html = await renderToStringAsync(page);
  return { prelude: Readable.from([Buffer.from(html, 'utf8')]) };
}
