// The generated catalogue (packages/catalogue/src/generated) kept in step with content/: every
// entry point that reads it (npm start, the app's dev server, Storybook, the benchmarks) builds
// it first when it is missing or was made from other content (decision 0049).
//
// "In step" is a fingerprint, not file times: a hash of every content file and of the build's own
// code, written beside the modules. A checkout, a copy or an editor that keeps times cannot fool
// it, and nothing changed costs one read of ~100 small files.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './build.ts';
import { renderModules, writeModules } from './emit.ts';
import type { ContentError } from './errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CONTENT_DIR = path.join(root, 'content');
export const CATALOGUE_DIR = path.join(root, 'packages/catalogue/src/generated');
/** Written last, so a build that stopped half way is rebuilt next time. */
const FINGERPRINT_FILE = '.fingerprint';

/** Where the content is read from and the catalogue written (other places in tests). */
export interface CataloguePlaces {
  readonly contentDir: string;
  readonly outDir: string;
}
const PROJECT: CataloguePlaces = { contentDir: CONTENT_DIR, outDir: CATALOGUE_DIR };

/** The code that turns content into the generated modules. */
const CODE_INPUTS = [
  path.join(root, 'scripts/build-content'),
  path.join(root, 'packages/catalogue/src/schema'),
  path.join(root, 'packages/catalogue/src/schema.ts'),
  path.join(root, 'packages/catalogue/src/types.ts'),
];
const isBuildInput = (file: string): boolean =>
  !file.includes(`${path.sep}fixtures${path.sep}`) && !/\.test\.ts$/.test(file);

function inputFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .filter(isBuildInput);
}

/** A hash of every input file's path and bytes: the content and the code that builds it. */
export function contentFingerprint({ contentDir }: Pick<CataloguePlaces, 'contentDir'> = PROJECT): string {
  const hash = createHash('sha256');
  const files = [contentDir, ...CODE_INPUTS].flatMap(inputFiles).sort();
  for (const file of files) {
    hash.update(
      file.startsWith(contentDir) ? `content/${path.relative(contentDir, file)}` : path.relative(root, file),
    );
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function storedFingerprint(outDir: string): string | null {
  const file = path.join(outDir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export type CatalogueBuild =
  | { ok: true; written: readonly string[]; unchanged: readonly string[]; warnings: readonly ContentError[] }
  | { ok: false; errors: readonly ContentError[] };

/**
 * Builds content/ into the catalogue. On errors nothing is written, so a running site keeps the
 * last good catalogue.
 */
export function buildCatalogue(places: CataloguePlaces = PROJECT): CatalogueBuild {
  const fingerprint = contentFingerprint(places);
  const result = buildContent({ contentDir: places.contentDir, cwd: root });
  if (result.errors.length > 0 || !result.catalogue) return { ok: false, errors: result.errors };
  const { written, unchanged } = writeModules(renderModules(result.catalogue, places.outDir), places.outDir);
  recordFingerprint(fingerprint, places);
  return { ok: true, written, unchanged, warnings: result.warnings };
}

/** Marks the catalogue as made from the inputs whose fingerprint this is (`npm run build:content`). */
export function recordFingerprint(
  fingerprint: string,
  { outDir }: Pick<CataloguePlaces, 'outDir'> = PROJECT,
): void {
  writeFileSync(path.join(outDir, FINGERPRINT_FILE), `${fingerprint}\n`);
}

/** Whether the catalogue exists and was made from the content and build code as they are now. */
export function catalogueIsCurrent(places: CataloguePlaces = PROJECT): boolean {
  return (
    existsSync(path.join(places.outDir, 'index.ts')) &&
    storedFingerprint(places.outDir) === contentFingerprint(places)
  );
}

/** Builds the catalogue when it is missing or stale; `null` when it was already current. */
export function ensureCatalogue(places: CataloguePlaces = PROJECT): CatalogueBuild | null {
  return catalogueIsCurrent(places) ? null : buildCatalogue(places);
}
