// The catalogue kept in step with the content: built when missing or stale, left alone when
// current, and rebuilt by the dev servers on an edit (scripts/build-content/catalogue.ts, vite.ts).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, type CataloguePlaces, catalogueIsCurrent, ensureCatalogue } from './catalogue';
import { contentWithOverlay } from './testing';
import { liveContent } from './vite';

function places(): CataloguePlaces & { root: string } {
  const root = contentWithOverlay();
  return { root, contentDir: path.join(root, 'content'), outDir: path.join(root, 'generated') };
}
const petitionFile = (at: CataloguePlaces) => path.join(at.contentDir, 'petitions/national-carbon-fee.md');
const generatedPetitions = (at: CataloguePlaces) =>
  readFileSync(path.join(at.outDir, 'petitions.ts'), 'utf8');
function retitle(at: CataloguePlaces, title: string): void {
  const file = petitionFile(at);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^uiTitle: .*$/m, `uiTitle: ${title}`));
}

/**
 * The watcher sets up its folders after the server starts, and an edit before that goes unseen:
 * saves `file` unchanged until the watcher reports it (the rebuild that follows changes nothing).
 */
async function watcherSees(server: ViteDevServer, file: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const seen = new Promise<boolean>((resolve) => {
      const onEvent = (_event: string, changed: string) => {
        if (changed !== file) return;
        server.watcher.off('all', onEvent);
        resolve(true);
      };
      server.watcher.on('all', onEvent);
      setTimeout(() => {
        server.watcher.off('all', onEvent);
        resolve(false);
      }, 1_000);
    });
    writeFileSync(file, readFileSync(file));
    if (await seen) return;
  }
  throw new Error(`the dev server's watcher never reported ${file}`);
}

const made: string[] = [];
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('ensureCatalogue', () => {
  it('builds a missing catalogue, then leaves it alone while the content is unchanged', () => {
    const at = places();
    made.push(at.root);
    expect(catalogueIsCurrent(at)).toBe(false);
    const first = ensureCatalogue(at);
    expect(first?.ok).toBe(true);
    expect(existsSync(path.join(at.outDir, 'index.ts'))).toBe(true);
    expect(catalogueIsCurrent(at)).toBe(true);
    expect(ensureCatalogue(at)).toBeNull();
  });

  it('rebuilds after a content edit, whatever the files’ times say', () => {
    const at = places();
    made.push(at.root);
    ensureCatalogue(at);
    retitle(at, 'National Carbon Fee, Edited');
    expect(catalogueIsCurrent(at)).toBe(false);
    const build = ensureCatalogue(at);
    expect(build).toMatchObject({ ok: true, written: expect.arrayContaining(['petitions.ts']) });
    expect(generatedPetitions(at)).toContain('National Carbon Fee, Edited');
  });

  it('rebuilds a catalogue that a stopped build left without its fingerprint', () => {
    const at = places();
    made.push(at.root);
    ensureCatalogue(at);
    rmSync(path.join(at.outDir, '.fingerprint'));
    expect(ensureCatalogue(at)?.ok).toBe(true);
  });

  it('keeps the last good catalogue and reports the errors when the content is broken', () => {
    const at = places();
    made.push(at.root);
    ensureCatalogue(at);
    const before = generatedPetitions(at);
    retitle(at, '');
    const build = buildCatalogue(at);
    expect(build.ok).toBe(false);
    expect(build.ok ? [] : build.errors.map((error) => `${error.field}: ${error.message}`)).toContain(
      'uiTitle: must be text — write it after the colon',
    );
    expect(generatedPetitions(at)).toBe(before);
    expect(catalogueIsCurrent(at)).toBe(false);
  });
});

// Upper bounds for a loaded machine (a rebuild takes about a second on a quiet one), not speed checks.
describe('liveContent (the dev servers’ plugin)', { timeout: 180_000 }, () => {
  let server: ViteDevServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function devServer(at: CataloguePlaces, options: { watch?: boolean } = {}) {
    server = await createServer({
      configFile: false,
      // Not the content folder, which Vite would then watch of itself.
      root: at.outDir,
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false },
      plugins: [liveContent({ places: at, ...options })],
    });
    const dev = server;
    if (options.watch !== false) await watcherSees(dev, petitionFile(at));
    return { server: dev, sent: vi.spyOn(dev.ws, 'send') };
  }

  it('rebuilds the catalogue when a petition is edited, with no restart', async () => {
    const at = places();
    made.push(at.root);
    ensureCatalogue(at);
    await devServer(at);
    retitle(at, 'National Carbon Fee, Live');
    await expect
      .poll(() => generatedPetitions(at), { timeout: 90_000 })
      .toContain('National Carbon Fee, Live');
  });

  it('shows a content error in the browser overlay and keeps the last good catalogue', async () => {
    const at = places();
    made.push(at.root);
    ensureCatalogue(at);
    const before = generatedPetitions(at);
    const { sent } = await devServer(at);
    retitle(at, '');
    await expect
      .poll(() => sent.mock.calls.map(([payload]) => JSON.stringify(payload)).join('\n'), { timeout: 90_000 })
      .toContain('uiTitle: must be text');
    expect(generatedPetitions(at)).toBe(before);
  });

  it('does not watch the content on a server told not to (the second of two over one tree)', async () => {
    const at = places();
    made.push(at.root);
    ensureCatalogue(at);
    const watched = async (watch: boolean) => {
      const { server: dev } = await devServer(at, { watch });
      const folders = Object.keys(dev.watcher.getWatched());
      await dev.close();
      server = undefined;
      return folders.some((folder) => folder.startsWith(at.contentDir));
    };
    expect(await watched(true)).toBe(true);
    expect(await watched(false)).toBe(false);
  });
});
