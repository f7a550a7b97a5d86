// The Spanish twins: `<name>.es.md` beside every English petition, reason template and page
// (docs/decisions/0037-spanish-twins-beside-the-english.md). Each English file needs its twin and
// each twin its English file; a twin holds the words only (the facts are taken from the English
// file) and must keep the English outline, links, figures and placeholders (twinShape.ts).
import type { BlockNode, RichText } from '@rv/catalogue/rich-text';
import {
  ENGLISH_ONLY_FIELDS,
  PAGE_PLACEHOLDERS,
  PAGE_SLUGS,
  type PageSlug,
  POLICY_PAGE_SLUGS,
  pageTwinFrontMatterSchema,
  petitionTwinFrontMatterSchema,
  REASON_PLACEHOLDERS,
  reasonTwinFrontMatterSchema,
  TWIN_FOLDERS,
  type TwinFolder,
} from '@rv/catalogue/schema';
import type { Page, Petition, ReasonTemplate } from '@rv/catalogue/types';
import type { ErrorCollector, FieldReporter } from '../collector';
import { baseName, englishOf, type MarkdownWithFrontMatter, twinOf } from '../files';
import { checkPlaceholders } from '../markdown';
import { toRichText } from '../toRichText';
import { compareTwin, figuresDiffer } from '../twinShape';
import type { SiteInput } from './input';
import { checkLastUpdated, pageOf } from './pages';
import type { Petitions } from './petitions';
import type { Reasons } from './reasons';

/** The placeholders each kind of file may use (petitions use none). */
const PLACEHOLDERS: Readonly<Record<TwinFolder, readonly string[] | null>> = {
  petitions: null,
  reasons: REASON_PLACEHOLDERS,
  pages: PAGE_PLACEHOLDERS,
};

/** The Spanish content, complete when the build has no error. */
export interface SpanishContent {
  readonly petitions: readonly Petition[];
  readonly reasonTemplates: readonly ReasonTemplate[];
  readonly pages: Partial<Record<PageSlug, Page>>;
}

interface TwinInput extends SiteInput {
  /** The valid English petitions, templates and pages the twins translate. */
  readonly petitions: Petitions;
  readonly reasons: Reasons;
  readonly pages: Partial<Record<PageSlug, Page>>;
}

/** One twin with its English file, both read. */
interface Twin {
  readonly relative: string;
  readonly name: string;
  readonly file: MarkdownWithFrontMatter;
  readonly english: MarkdownWithFrontMatter;
  readonly englishRelative: string;
  readonly fields: FieldReporter;
  readonly body: RichText;
}

export function validateTwins(input: TwinInput): SpanishContent {
  const { files, report } = input;
  const spanish = { petitions: [] as Petition[], reasonTemplates: [] as ReasonTemplate[], pages: {} };
  for (const folder of TWIN_FOLDERS) {
    for (const relative of files.folders[folder]) {
      // A file that is not a page of the site is reported as such; it needs no twin.
      const unknownPage =
        folder === 'pages' && !(PAGE_SLUGS as readonly string[]).includes(baseName(relative));
      if (!unknownPage && !files.has(twinOf(relative))) {
        report.inFile({
          relative,
          message: `has no Spanish twin — write ${twinOf(relative)} with the same text in Spanish (content/README.md, "Spanish")`,
        });
      }
    }
    for (const relative of files.twins[folder]) {
      const twin = readTwin({ folder, relative, input });
      if (twin) addTwin({ folder, twin, input, spanish });
    }
  }
  return spanish;
}

function readTwin({
  folder,
  relative,
  input: { files, report },
}: {
  folder: TwinFolder;
  relative: string;
  input: TwinInput;
}): Twin | null {
  const englishRelative = englishOf(relative);
  if (!files.has(englishRelative)) {
    report.inFile({
      relative,
      message: `has no English file ${englishRelative} — a Spanish twin translates the English file beside it; name it after that file`,
    });
    return null;
  }
  const file = files.readMarkdown(relative);
  const english = files.readMarkdown(englishRelative);
  if (!file || !english) return null;
  const fields = report.fields(file.frontMatter);
  for (const path of ENGLISH_ONLY_FIELDS[folder]) {
    // Reported here with its own message and removed, so the schema does not call it unknown.
    const parent = path
      .slice(0, -1)
      .reduce<unknown>(
        (data, key) =>
          data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined,
        file.frontMatterData,
      );
    const field = path.at(-1) ?? '';
    if (parent && typeof parent === 'object' && field in parent) {
      fields.at(path, `is taken from the English ${englishRelative} — remove it here`, { key: true });
      delete (parent as Record<string, unknown>)[field];
    }
  }
  // Compared once the English file is right, so one mistake there is not reported twice.
  if (!report.hasErrorsIn(english.display)) {
    compareTwin({ english, twin: file, englishName: englishRelative }, report, {
      placeholders: PLACEHOLDERS[folder],
    });
  }
  const body = toRichText(file.body, { display: file.display, report });
  if (body.length === 0) {
    report.inFile({
      relative,
      field: 'body',
      message: 'is empty — write the Spanish text below the front matter',
    });
  }
  return { relative, name: baseName(englishRelative), file, english, englishRelative, fields, body };
}

function addTwin({
  folder,
  twin,
  input,
  spanish,
}: {
  folder: TwinFolder;
  twin: Twin;
  input: TwinInput;
  spanish: {
    petitions: Petition[];
    reasonTemplates: ReasonTemplate[];
    pages: Partial<Record<PageSlug, Page>>;
  };
}): void {
  if (folder === 'petitions') {
    const petition = petitionTwin(twin, input.petitions.get(twin.name)?.petition);
    if (petition) spanish.petitions.push(petition);
  } else if (folder === 'reasons') {
    const template = reasonTwin(twin, input.reasons.templates.get(twin.name), input.report);
    if (template) spanish.reasonTemplates.push(template);
  } else {
    const page = pageTwin(twin, input.pages[twin.name as PageSlug], input);
    if (page) spanish.pages[page.slug] = page;
  }
}

/** A Spanish petition: the English facts with the Spanish words. */
function petitionTwin(twin: Twin, english: Petition | undefined): Petition | null {
  const words = twin.fields.validate(petitionTwinFrontMatterSchema, twin.file.frontMatterData);
  if (!words || !english) return null;
  if (english.supportLegislation && !words.supportLegislation) {
    twin.fields.at(
      [],
      `supportLegislation.billName is missing — ${twin.englishRelative} names a bill; write its name here (an official title may stay in English)`,
    );
    return null;
  }
  if (!english.supportLegislation && words.supportLegislation) {
    twin.fields.at(['supportLegislation'], `${twin.englishRelative} names no bill — remove it here`, {
      key: true,
    });
    return null;
  }
  const billName = words.supportLegislation?.billName;
  if (
    english.supportLegislation &&
    billName &&
    figuresDiffer(english.supportLegislation.billName, billName)
  ) {
    twin.fields.at(
      ['supportLegislation', 'billName'],
      `has other figures than the English "${english.supportLegislation.billName}" — keep the bill's year and number`,
    );
    return null;
  }
  return {
    ...english,
    uiTitle: words.uiTitle,
    subtitle: words.subtitle,
    tileDescription: words.tileDescription,
    addressedTo: words.addressedTo,
    supportLegislation:
      english.supportLegislation && words.supportLegislation
        ? { billName: words.supportLegislation.billName, billLink: english.supportLegislation.billLink }
        : null,
    fullText: withAnchorsOf(english.fullText, twin.body),
  };
}

/** A Spanish template: the same key and petitions as the English one. */
function reasonTwin(
  twin: Twin,
  english: ReasonTemplate | undefined,
  report: ErrorCollector,
): ReasonTemplate | null {
  const frontMatter = twin.fields.validate(reasonTwinFrontMatterSchema, twin.file.frontMatterData);
  const placeholders = checkPlaceholders({ file: twin.file, allowed: REASON_PLACEHOLDERS, report });
  if (!frontMatter || !english) return null;
  const key = frontMatter.reason ?? frontMatter.stance;
  const kind = frontMatter.reason ? 'reason' : 'stance';
  if (key !== english.key || kind !== english.kind || (frontMatter.reason && frontMatter.stance)) {
    twin.fields.at(
      [],
      `must name the same template as ${twin.englishRelative} — write "${english.kind}: ${english.key}" and nothing else`,
    );
    return null;
  }
  return { ...english, body: twin.body, placeholders };
}

/** A Spanish page: its own title and description, the English anchors and date. */
function pageTwin(twin: Twin, english: Page | undefined, { report, site }: TwinInput): Page | null {
  const frontMatter = twin.fields.validate(pageTwinFrontMatterSchema, twin.file.frontMatterData);
  checkPlaceholders({ file: twin.file, allowed: PAGE_PLACEHOLDERS, report });
  const slug = twin.name as PageSlug;
  const isPolicy = (POLICY_PAGE_SLUGS as readonly string[]).includes(slug);
  if (isPolicy && twin.file.body[0]?.type !== 'blockquote') {
    report.inBody({
      display: twin.file.display,
      line: twin.file.body[0]?.position?.start.line ?? 1,
      col: 1,
      message:
        'must start with the note that the English version governs, as a quote ("> …") — see content/README.md, "Spanish"',
    });
  }
  if (!frontMatter) return null;
  if (isPolicy) checkLastUpdated({ slug, frontMatter, site, fields: twin.fields });
  else if (frontMatter.lastUpdated) {
    twin.fields.at(['lastUpdated'], 'only the two policies have a date — remove it', { key: true });
  }
  if (!english || !site) return null;
  return pageOf({ slug, frontMatter, body: withAnchorsOf(english.body, twin.body), site });
}

/** Every heading of a tree in document order. */
function headingIds(nodes: RichText): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 'heading') return [node.id];
    if (node.type === 'blockquote') return headingIds(node.children);
    if (node.type === 'list') return node.children.flatMap((item) => headingIds(item.children));
    return [];
  });
}

/**
 * The twin with the English headings' anchors (its outline is the English one), so a link to a
 * section (`/about/terms-of-service#3-eligibility`) opens the same section in either language.
 */
function withAnchorsOf(english: RichText, twin: RichText): RichText {
  const ids = headingIds(english);
  let next = 0;
  const relabel = (nodes: RichText): BlockNode[] =>
    nodes.map((node) => {
      if (node.type === 'heading') return { ...node, id: ids[next++] ?? node.id };
      if (node.type === 'blockquote') return { ...node, children: relabel(node.children) };
      if (node.type === 'list') {
        return {
          ...node,
          children: node.children.map((item) => ({ ...item, children: relabel(item.children) })),
        };
      }
      return node;
    });
  return relabel(twin);
}
