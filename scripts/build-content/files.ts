// Which files the content folder holds, and reading them: every file has a known place (the
// layout is described in content/README.md), anything else is reported as a stray file.
import { type Dirent, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TWIN_FOLDERS, TWIN_SUFFIX, type TwinFolder } from '@rv/catalogue/schema';
import type { ErrorCollector } from './collector';
import { type MarkdownFile, parseMarkdown } from './markdown';
import { parseYaml, type YamlSource } from './yamlSource';

/** The folders of the content format and the extension of their files. */
const FOLDERS = {
  seats: '.yaml',
  petitions: '.md',
  stances: '.yaml',
  reasons: '.md',
  pages: '.md',
  districts: '.yaml',
  responses: '.yaml',
} as const;
export type Folder = keyof typeof FOLDERS;
const TOP_LEVEL_FILES = [
  'site.yaml',
  'legislators.yaml',
  'bills.yaml',
  'votes.yaml',
  'former-members.yaml',
  'README.md',
];

/** A Markdown file whose front matter is there (it may still be invalid). */
export type MarkdownWithFrontMatter = MarkdownFile & { readonly frontMatter: YamlSource };

export interface LoadedYaml {
  readonly source: YamlSource;
  readonly data: unknown;
}

export interface ContentFiles {
  /** Each folder's files of the right extension, as `folder/name.ext`, sorted (Spanish twins apart). */
  readonly folders: Readonly<Record<Folder, readonly string[]>>;
  /** The Spanish twins of petitions, reasons and pages (names ending in TWIN_SUFFIX), sorted. */
  readonly twins: Readonly<Record<TwinFolder, readonly string[]>>;
  /** Absolute paths of the YAML files and Markdown files (their front matter) for the format check. */
  readonly formatFiles: readonly string[];
  /** Whether the content holds `folder/name.ext` or a top-level file such as `bills.yaml`. */
  has(relative: string): boolean;
  /** A YAML file's document and data; null (reported) when it is missing or does not parse. */
  readYaml(relative: string): LoadedYaml | null;
  /** A Markdown file, parsed once (its errors reported once); null when its front matter is missing. */
  readMarkdown(relative: string): MarkdownWithFrontMatter | null;
}

/** The file name without folder and extension: a petition's url, a template's key, a state code. */
export function baseName(relative: string): string {
  return path.basename(relative).replace(/\.(md|yaml)$/, '');
}

/** The English file a Spanish twin translates: content/pages/about.es.md → content/pages/about.md. */
export function englishOf(twin: string): string {
  return `${twin.slice(0, -TWIN_SUFFIX.length)}.md`;
}

/** The Spanish twin of an English file: content/pages/about.md → content/pages/about.es.md. */
export function twinOf(english: string): string {
  return english.replace(/\.md$/, TWIN_SUFFIX);
}

function listFiles(contentDir: string): string[] {
  const entries = readdirSync(contentDir, { recursive: true, withFileTypes: true }) as Dirent[];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** Why a file is not part of the content format. */
function strayFileMessage(relative: string): string {
  const parts = relative.split('/');
  const folder = parts[0] as Folder;
  if (parts.length === 2 && folder in FOLDERS) {
    return `has the wrong extension — files in ${folder}/ end in ${FOLDERS[folder]}`;
  }
  if (relative.endsWith('.yml')) return 'has the extension .yml — rename it to .yaml';
  return 'is not part of the content format — move or delete it (see content/README.md)';
}

/** Lists the content folder (reporting stray files) and reads its files on demand. */
export function contentFiles({
  contentDir,
  report,
}: {
  contentDir: string;
  report: ErrorCollector;
}): ContentFiles {
  const folders: Record<Folder, string[]> = {
    seats: [],
    petitions: [],
    stances: [],
    reasons: [],
    pages: [],
    districts: [],
    responses: [],
  };
  const twins: Record<TwinFolder, string[]> = { petitions: [], reasons: [], pages: [] };
  const formatFiles: string[] = [];
  const topLevel: string[] = [];
  for (const relative of listFiles(contentDir)) {
    const parts = relative.split('/');
    if (relative.endsWith('.yaml') || (relative.endsWith('.md') && relative !== 'README.md')) {
      formatFiles.push(path.join(contentDir, relative));
    }
    if (parts.length === 1 && TOP_LEVEL_FILES.includes(relative)) {
      topLevel.push(relative);
      continue;
    }
    const folder = parts[0] as Folder;
    if (
      parts.length === 2 &&
      (TWIN_FOLDERS as readonly string[]).includes(folder) &&
      relative.endsWith(TWIN_SUFFIX)
    ) {
      twins[folder as TwinFolder].push(relative);
    } else if (parts.length === 2 && folder in FOLDERS && relative.endsWith(FOLDERS[folder])) {
      folders[folder].push(relative);
    } else {
      report.inFile({ relative, message: strayFileMessage(relative) });
    }
  }
  const all = new Set([...Object.values(folders).flat(), ...Object.values(twins).flat(), ...topLevel]);
  const markdown = new Map<string, MarkdownWithFrontMatter | null>();
  return {
    folders,
    twins,
    formatFiles,
    has: (relative) => all.has(relative),
    readYaml: (relative) => {
      const absolute = path.join(contentDir, relative);
      if (!existsSync(absolute)) {
        report.inFile({ relative, message: 'is missing — create it (the format is in content/README.md)' });
        return null;
      }
      const parsed = parseYaml(readFileSync(absolute, 'utf8'), report.display(relative));
      report.add(...parsed.errors);
      return parsed.errors.length > 0 ? null : parsed;
    },
    readMarkdown: (relative) => {
      // The Spanish twins' checks read the English file again: parse it and report its errors once.
      const known = markdown.get(relative);
      if (known !== undefined) return known;
      const text = readFileSync(path.join(contentDir, relative), 'utf8');
      const parsed = parseMarkdown(text, report.display(relative));
      report.add(...parsed.errors);
      const { file } = parsed;
      const read = file.frontMatter ? { ...file, frontMatter: file.frontMatter } : null;
      markdown.set(relative, read);
      return read;
    },
  };
}
