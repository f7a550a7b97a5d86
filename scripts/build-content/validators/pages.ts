// pages/*.md: About, Policies and the two policies (terms of service, privacy policy).
import { fillPlaceholders, fillText, plainText, type RichText } from '@rv/catalogue/rich-text';
import {
  ABOUT_SECTIONS,
  PAGE_PLACEHOLDERS,
  PAGE_SLUGS,
  type PageSlug,
  POLICY_PAGE_SLUGS,
  pageFrontMatterSchema,
  type SiteFile,
} from '@rv/catalogue/schema';
import type { Page, PageSection } from '@rv/catalogue/types';
import type { z } from 'zod';
import type { ErrorCollector, FieldReporter } from '../collector';
import { baseName, type MarkdownWithFrontMatter } from '../files';
import { checkPlaceholders } from '../markdown';
import { toRichText } from '../toRichText';
import type { SiteInput } from './input';

type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

export function validatePages({ files, report, site }: SiteInput): Partial<Record<PageSlug, Page>> {
  const pages: Partial<Record<PageSlug, Page>> = {};
  for (const relative of files.folders.pages) {
    const slug = baseName(relative);
    if (!(PAGE_SLUGS as readonly string[]).includes(slug)) {
      report.inFile({
        relative,
        message: `is not a page the site has — pages/ holds ${PAGE_SLUGS.map((p) => `${p}.md`).join(', ')}`,
      });
      continue;
    }
    const file = files.readMarkdown(relative);
    if (!file) continue;
    const page = readPage({ slug: slug as PageSlug, file, site, report });
    if (page) pages[page.slug] = page;
  }
  for (const slug of PAGE_SLUGS) {
    if (!files.has(`pages/${slug}.md`)) {
      report.inFile({
        relative: `pages/${slug}.md`,
        message: 'is missing — write the page (see content/README.md)',
      });
    }
  }
  return pages;
}

function readPage({
  slug,
  file,
  site,
  report,
}: {
  slug: PageSlug;
  file: MarkdownWithFrontMatter;
  site: SiteFile | null;
  report: ErrorCollector;
}): Page | null {
  const fields = report.fields(file.frontMatter);
  const frontMatter = fields.validate(pageFrontMatterSchema, file.frontMatterData);
  checkPlaceholders({ file, allowed: PAGE_PLACEHOLDERS, report });
  const body = toRichText(file.body, { display: file.display, report });
  const sections = sectionsOf(body);
  if (slug === 'about') checkAboutSections({ file, sections, report });
  if (!frontMatter) return null;
  const isPolicy = (POLICY_PAGE_SLUGS as readonly string[]).includes(slug);
  if (isPolicy) checkLastUpdated({ slug, frontMatter, site, fields });
  if (!site) return null;
  return pageOf({ slug, frontMatter, body, site });
}

/** A page as the catalogue holds it, with the site's values filled in (also for the Spanish twins). */
export function pageOf({
  slug,
  frontMatter,
  body,
  site,
}: {
  slug: PageSlug;
  frontMatter: PageFrontMatter;
  body: RichText;
  site: SiteFile;
}): Page {
  const vars = {
    email: site.contact.email,
    fewerThan: String(site.publicCounts.fewerThan),
    helpPhone: site.contact.helpPhone,
    operatorLocation: site.operatorLocation,
    operatorName: site.operator.name,
    productName: site.productName,
  };
  return {
    slug,
    title: fillText(frontMatter.title, vars),
    description: fillText(frontMatter.description, vars),
    lastUpdated: frontMatter.lastUpdated ?? null,
    sections: sectionsOf(body),
    tableOfContents: (POLICY_PAGE_SLUGS as readonly string[]).includes(slug),
    body: fillPlaceholders(body, vars),
  };
}

/** The `##` headings, for a page's table of contents. */
function sectionsOf(body: RichText): PageSection[] {
  return body.flatMap((node) =>
    node.type === 'heading' && node.level === 2 ? [{ id: node.id, title: plainText(node.children) }] : [],
  );
}

function checkAboutSections({
  file,
  sections,
  report,
}: {
  file: MarkdownWithFrontMatter;
  sections: readonly PageSection[];
  report: ErrorCollector;
}): void {
  const titles = sections.map((section) => section.title);
  if (titles.join('|') === ABOUT_SECTIONS.join('|')) return;
  const firstHeading = file.body.find((node) => node.type === 'heading');
  report.inBody({
    display: file.display,
    line: firstHeading?.position?.start.line ?? 1,
    col: firstHeading?.position?.start.column ?? 1,
    message: `has the sections ${titles.join(', ') || '(none)'} — About needs exactly these ## sections, in order: ${ABOUT_SECTIONS.join(', ')}`,
  });
}

/** A policy shows the date site.yaml gives for it. */
export function checkLastUpdated({
  slug,
  frontMatter,
  site,
  fields,
}: {
  slug: PageSlug;
  frontMatter: PageFrontMatter;
  site: SiteFile | null;
  fields: FieldReporter;
}): void {
  const siteField = slug === 'terms-of-service' ? 'termsLastUpdated' : 'privacyLastUpdated';
  const expected = site?.policies[siteField];
  if (!frontMatter.lastUpdated) {
    fields.at(
      ['lastUpdated'],
      `is missing — add lastUpdated: ${expected ?? 'YYYY-MM-DD'} (policies show their date)`,
    );
  } else if (expected && frontMatter.lastUpdated !== expected) {
    fields.at(
      ['lastUpdated'],
      `${frontMatter.lastUpdated} differs from site.yaml policies.${siteField} (${expected}) — make them the same date`,
    );
  }
}
