// reasons/*.md: the explanation templates of legislators' stances, one per reason code and one
// per stance without a reason (UNCLEAR, NOT_RESEARCHED).
import {
  EVIDENCE_KINDS,
  REASON_PLACEHOLDERS,
  reasonFrontMatterSchema,
  STANCES_WITHOUT_REASON,
} from '@rv/catalogue/schema';
import type { ReasonTemplate } from '@rv/catalogue/types';
import type { z } from 'zod';
import type { ErrorCollector, FieldReporter } from '../collector';
import { baseName, type ContentFiles, type MarkdownWithFrontMatter } from '../files';
import { checkPlaceholders } from '../markdown';
import { toRichText } from '../toRichText';
import type { ValidatorInput } from './input';

export interface Reasons {
  /** Template key (reason code or stance) → template. */
  readonly templates: ReadonlyMap<string, ReasonTemplate>;
  /** The codes stances may give as `reason`. */
  readonly codes: readonly string[];
}

type ReasonFrontMatter = z.infer<typeof reasonFrontMatterSchema>;

export function validateReasons({ files, report }: ValidatorInput): Reasons {
  const templates = new Map<string, ReasonTemplate>();
  for (const relative of files.folders.reasons) {
    const file = files.readMarkdown(relative);
    if (!file) continue;
    const template = readTemplate({ relative, file, files, report });
    if (template) templates.set(template.key, template);
  }
  for (const stance of STANCES_WITHOUT_REASON) {
    if (!files.has(`reasons/${stance}.md`)) {
      report.inFile({
        relative: `reasons/${stance}.md`,
        message: `is missing — write the explanation shown for ${stance} (front matter "stance: ${stance}")`,
      });
    }
  }
  const codes = [...templates.values()].filter((t) => t.kind === 'reason').map((t) => t.key);
  return { templates, codes };
}

function readTemplate({
  relative,
  file,
  files,
  report,
}: {
  relative: string;
  file: MarkdownWithFrontMatter;
  files: ContentFiles;
  report: ErrorCollector;
}): ReasonTemplate | null {
  const fields = report.fields(file.frontMatter);
  const frontMatter = fields.validate(reasonFrontMatterSchema, file.frontMatterData);
  const { key, kind } = frontMatter
    ? templateKey({ frontMatter, name: baseName(relative), fields })
    : { key: null, kind: 'reason' as const };
  const placeholders = checkPlaceholders({ file, allowed: REASON_PLACEHOLDERS, report });
  const body = toRichText(file.body, { display: file.display, report });
  if (body.length === 0) {
    report.inFile({
      relative,
      field: 'body',
      message: 'has no text — write the explanation below the front matter',
    });
  }
  if (frontMatter?.petitions && kind === 'stance') {
    fields.at(['petitions'], 'only a reason template can be limited to petitions — remove it');
  }
  if (frontMatter && kind === 'reason' && !frontMatter.evidence) {
    fields.at(
      ['reason'],
      `needs "evidence:" — the kind of evidence the reason rests on, one the standard lists (${Object.keys(EVIDENCE_KINDS).join(', ')}; content/pages/how-stances-are-compiled.md)`,
    );
  }
  if (frontMatter?.evidence && kind === 'stance') {
    fields.at(['evidence'], `${frontMatter.stance} rests on no evidence of a kind — remove it`);
  }
  if (!key) return null;
  const petitions = kind === 'reason' ? (frontMatter?.petitions ?? null) : null;
  petitions?.forEach((url, index) => {
    if (!files.has(`petitions/${url}.md`)) {
      fields.at(['petitions', index], `"${url}" is not a petition — use the url of a file in petitions/`);
    }
  });
  const evidence = kind === 'reason' ? (frontMatter?.evidence ?? null) : null;
  return { key, kind, body, placeholders, petitions, evidence };
}

/** The template's key from its front matter, which must name the file. */
function templateKey({
  frontMatter,
  name,
  fields,
}: {
  frontMatter: ReasonFrontMatter;
  name: string;
  fields: FieldReporter;
}): { key: string | null; kind: ReasonTemplate['kind'] } {
  if ((frontMatter.reason === undefined) === (frontMatter.stance === undefined)) {
    fields.at([], 'needs exactly one of "reason: CODE" or "stance: UNCLEAR" / "stance: NOT_RESEARCHED"');
    return { key: null, kind: 'reason' };
  }
  const kind = frontMatter.reason ? 'reason' : 'stance';
  const key = frontMatter.reason ?? frontMatter.stance ?? null;
  if (key !== name) {
    fields.at(
      [kind],
      `"${key}" does not match the file name ${name}.md — rename the file to ${key}.md or change the ${kind}`,
    );
    return { key: null, kind };
  }
  return { key, kind };
}
