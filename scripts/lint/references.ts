// The reference check of `npm run lint` (after Biome): every reference in the repository must be
// one a reader can open (CONTRIBUTING.md#references-point-inside-the-repository). It fails,
// printing `file:line` and what to do, on
// - citations of documents that are not in the repository (the original product document, the
//   architecture and style notes kept beside the repository, issue numbers, the folder beside
//   the repository);
// - `docs/…` paths, `*.md` paths and relative Markdown links that do not exist, and `#anchors`
//   that are not a heading of their page (GitHub's slugs, from github-slugger).
// The patterns below are written so that this file does not match them itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** What the check needs of the repository: repository-relative, '/'-separated paths. */
export interface Repository {
  /** 'file', 'directory', or null when nothing is there. */
  kind(file: string): 'file' | 'directory' | null;
  read(file: string): string;
}

interface OutsideRule {
  readonly pattern: RegExp;
  readonly message: string;
}

const OUTSIDE_RULES: readonly OutsideRule[] = [
  {
    // The word on its own: not `SPEC_` identifiers, not `*.spec.ts` file names.
    pattern: /(?<![.\w])spe[c](?:ification)?(?:'s)?\b(?!\.[jt]sx?\b)/gi,
    message:
      'cites the original product document, which is not in the repository: point at the page of docs/product/ that says it (e.g. docs/product/rules.md#zip-code), or say it in your own words',
  },
  {
    pattern: /\bARCHITECTUR[E](?:\.md)?\b/g,
    message:
      'cites architecture notes that are not in the repository: point at docs/architecture/ (the known traps are in docs/architecture/toolchain.md#known-traps) or a record in docs/decisions/',
  },
  {
    pattern: /\bSTYL[E](?:\.md\b| ?#\d+)/g,
    message:
      'cites style notes that are not in the repository: point at the convention in CONTRIBUTING.md#conventions',
  },
  {
    pattern: /\bissues? #?\d+/gi,
    message:
      'cites an issue number a reader cannot open: say what was asked in your own words, or link a public URL',
  },
  {
    pattern: /(?<![\w./-])(?:\.\.\/)*share[d]\//g,
    message:
      'points at the folder beside the repository: cite the public source (a URL) or a file in the repository',
  },
];

// `docs/…` anywhere; `*.md` paths anywhere; a `#anchor` may follow either.
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*(?:#[\p{L}\p{N}_-]+)?/gu;
// Not right after a placeholder's end: `petitions/<url>.es.md` names no file.
const MD_PATH = /(?<![\w./>}-])(?:[\w.-]+\/)*[\w.-]+\.md(?:#[\p{L}\p{N}_-]+)?/gu;
// A Markdown link's target: [text](target) or [text](target "title").
const MD_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
// Placeholders in examples (`docs/decisions/NNNN-title.md`) are not references.
const PLACEHOLDER = /NNNN|\*|[{}]/;

/** The anchors of a Markdown page: GitHub's slug of every heading, outside code fences. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === null ? fenceMark : fence === fenceMark ? null : fence;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
      anchors.add(slugger.slug(text));
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] as string);
  }
  return anchors;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function trimTrailing(target: string): string {
  return target.replace(/[.,;:]+$/, '');
}

interface Reference {
  readonly line: number;
  /** Where the target starts in its line. */
  readonly column: number;
  readonly target: string;
  /** Resolve from the repository root only (`docs/…`), or from the file's folder first. */
  readonly rootOnly: boolean;
}

/**
 * Markdown pages are read whole. In other files (code, YAML, content and test fixtures, whose
 * Markdown is site text) a `*.md` path counts only inside a comment, since strings there name
 * files of tests and fixtures; `docs/…` counts everywhere.
 */
function isDocumentation(file: string): boolean {
  const content = /^content\/|\/fixtures\//.test(file) && !file.endsWith('README.md');
  return file.endsWith('.md') && !content;
}

function commentOf(line: string): string {
  if (/^\s*(\/\/|\/\*|\*|#|<!--)/.test(line)) return line;
  const trailing = /\s(\/\/|#)\s/.exec(line);
  return trailing ? ' '.repeat(trailing.index) + line.slice(trailing.index) : '';
}

function referencesIn(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  const documentation = isDocumentation(file);
  text.split('\n').forEach((lineText, i) => {
    const line = i + 1;
    // A link's text is what the reader sees, not a path: only its target is checked.
    const paths = documentation
      ? lineText.replace(/\[[^\]]*\]\(/g, (m) => `${' '.repeat(m.length - 1)}(`)
      : lineText;
    for (const match of paths.matchAll(DOCS_PATH)) {
      found.push({ line, column: match.index, target: trimTrailing(match[0]), rootOnly: true });
    }
    const mdScope = documentation ? paths : commentOf(lineText);
    for (const match of mdScope.matchAll(MD_PATH)) {
      found.push({ line, column: match.index, target: trimTrailing(match[0]), rootOnly: false });
    }
    if (!documentation) return;
    for (const match of lineText.matchAll(MD_LINK)) {
      const target = match[1] as string;
      // URLs (https:, mailto:) and site paths (/petitions) are not files of the repository.
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue;
      found.push({ line, column: match.index, target, rootOnly: false });
    }
  });
  return found.filter((ref) => !PLACEHOLDER.test(ref.target));
}

function resolve(file: string, ref: Reference, repo: Repository): string | null {
  const [pathPart = ''] = ref.target.split('#');
  if (pathPart === '') return file;
  const fromFolder = path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
  const fromRoot = path.posix.normalize(pathPart);
  const candidates = ref.rootOnly ? [fromRoot] : [fromFolder, fromRoot];
  return (
    candidates.find((candidate) => !candidate.startsWith('..') && repo.kind(candidate.replace(/\/$/, ''))) ??
    null
  );
}

/** Every problem in one file. `file` is repository-relative. */
export function checkFile(file: string, text: string, repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const outside = new Set<string>();
  for (const rule of OUTSIDE_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const line = lineOf(text, match.index);
      outside.add(`${line}:${match[0]}`);
      problems.push({ file, line, message: `"${match[0]}" ${rule.message}` });
    }
  }
  const seen = new Set<string>();
  for (const ref of referencesIn(file, text)) {
    const key = `${ref.line}:${ref.target}`;
    // Already reported as a citation of something outside the repository.
    if (
      seen.has(key) ||
      [...outside].some(
        (o) => o.startsWith(`${ref.line}:`) && ref.target.includes(o.slice(o.indexOf(':') + 1)),
      )
    )
      continue;
    seen.add(key);
    const message = brokenReference(file, ref, repo);
    if (message) problems.push({ file, line: ref.line, message });
  }
  return problems.sort((a, b) => a.line - b.line);
}

function brokenReference(file: string, ref: Reference, repo: Repository): string | null {
  const resolved = resolve(file, ref, repo);
  if (!resolved) {
    return `"${ref.target}" does not exist in the repository: fix the path, or write the page it promises`;
  }
  const anchor = ref.target.split('#')[1];
  if (!anchor || !resolved.endsWith('.md') || repo.kind(resolved) !== 'file') return null;
  const anchors = anchorsOf(repo.read(resolved));
  if (anchors.has(anchor)) return null;
  const some = [...anchors].slice(0, 6).map((a) => `#${a}`);
  return `"${ref.target}": ${resolved} has no heading with the anchor #${anchor}: use one it has (${some.join(', ')}${anchors.size > some.length ? ', …' : ''}) or add the heading`;
}

const BINARY = /\.(png|jpe?g|gif|ico|webp|woff2?|ttf|otf|pdf|zip|gz|tgz)$/i;
const SKIPPED = [
  /^package-lock\.json$/,
  /(^|\/)generated\//,
  /^packages\/ui\/public\/mockServiceWorker\.js$/,
  /^scripts\/lint\/fixtures\//,
];

/** The files the check reads: text files, without generated output, the lock file or its own fixtures. */
export function isScanned(file: string): boolean {
  return !BINARY.test(file) && !SKIPPED.some((pattern) => pattern.test(file));
}

export function checkRepository(files: readonly string[], repo: Repository): Problem[] {
  return files.filter(isScanned).flatMap((file) => {
    const text = repo.read(file);
    return text.includes('\0') ? [] : checkFile(file, text, repo);
  });
}

export function diskRepository(root: string): Repository {
  return {
    kind(file) {
      const full = path.join(root, file);
      if (!existsSync(full)) return null;
      return statSync(full).isDirectory() ? 'directory' : 'file';
    },
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
  };
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // The tracked files, as they are on disk (a file deleted but not yet committed is skipped).
  const listed = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  const files = [...new Set(listed)].sort();
  const problems = checkRepository(files, diskRepository(root));
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(
      `✖ ${problems.length} reference${problems.length === 1 ? '' : 's'} a reader cannot open (CONTRIBUTING.md#references-point-inside-the-repository).`,
    );
    process.exit(1);
  }
  console.log(`✔ references: ${files.filter(isScanned).length} files, every reference opens.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
