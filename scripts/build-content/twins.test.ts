import path from 'node:path';
import type { Petition } from '@rv/catalogue/types';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { renderModules } from './emit';
import { formatError } from './errors';
import { contentWithOverlay, FIXTURES } from './testing';

const NOW = '2026-11-22';

describe('given the valid fixture catalogue and its Spanish twins', () => {
  const result = buildContent({ contentDir: path.join(FIXTURES, 'valid'), now: NOW });
  const spanish = result.catalogue?.spanish;
  const english = (url: string): Petition | undefined =>
    result.catalogue?.petitions.find((p) => p.url === url);

  it('builds a Spanish petition from the English facts and the Spanish words', () => {
    const petition = spanish?.petitions.find((p) => p.url === 'national-carbon-fee');
    expect(spanish?.petitions.map((p) => p.url)).toEqual(result.catalogue?.petitions.map((p) => p.url));
    expect(petition).toMatchObject({
      petitionKey: 'nationalCarbonFee',
      jurisdiction: { level: 'NATIONAL' },
      uiTitle: 'Tarifa nacional al carbono',
      addressedTo: 'Congreso de los Estados Unidos',
      supportLegislation: {
        billName: 'Example Carbon Dividend Act (Ley de Ejemplo de Dividendo de Carbono; H.R. 1)',
        billLink: english('national-carbon-fee')?.supportLegislation?.billLink,
      },
    });
    expect(spanish?.petitions.find((p) => p.url === 'miami-shade-trees')?.supportLegislation).toBeNull();
  });

  it('gives each Spanish heading the anchor of the English heading in its place', () => {
    const heading = spanish?.petitions.find((p) => p.url === 'national-carbon-fee')?.fullText[1];
    expect(heading).toEqual({
      type: 'heading',
      level: 2,
      id: 'what-it-does',
      children: [{ type: 'text', value: 'Qué hace' }],
    });
    expect(spanish?.pages['terms-of-service'].sections).toEqual([
      { id: '1-acceptance', title: '1. Aceptación' },
      { id: '2-eligibility', title: '2. Requisitos' },
    ]);
  });

  it('keys the Spanish templates like the English ones, with the English petitions, and fills the pages', () => {
    expect(spanish?.reasonTemplates.map((t) => [t.key, t.kind, t.petitions])).toEqual(
      result.catalogue?.reasonTemplates.map((t) => [t.key, t.kind, t.petitions]),
    );
    expect(spanish?.reasonTemplates.find((t) => t.key === 'CAMPAIGN_WEBSITE')?.placeholders).toEqual([
      'his',
      'name',
      'websiteLink',
    ]);
    const terms = spanish?.pages['terms-of-service'];
    expect(terms).toMatchObject({
      title: 'Términos de servicio',
      lastUpdated: '2025-05-07',
      tableOfContents: true,
    });
    expect(terms?.body[0]?.type).toBe('blockquote');
    expect(JSON.stringify(terms?.body)).toContain('Llame al (415) 555-0142 si tiene preguntas.');
    expect(spanish?.pages.about.description).toBe('Cómo Registered Voice verifica a los votantes.');
  });

  it('checks the twins’ front matter for the canonical format (content:check, content:fix)', () => {
    const twins = result.formatFiles.filter((file) => file.endsWith('.es.md'));
    expect(twins.map((file) => path.relative(path.join(FIXTURES, 'valid'), file)).sort()).toEqual([
      'pages/about.es.md',
      'pages/how-stances-are-compiled.es.md',
      'pages/policies.es.md',
      'pages/privacy-policy.es.md',
      'pages/terms-of-service.es.md',
      'pages/what-happens-to-your-stance.es.md',
      'petitions/ca-transit-passes.es.md',
      'petitions/miami-shade-trees.es.md',
      'petitions/national-carbon-fee.es.md',
      'reasons/BILL_COSPONSOR.es.md',
      'reasons/CAMPAIGN_WEBSITE.es.md',
      'reasons/NOT_RESEARCHED.es.md',
      'reasons/UNCLEAR.es.md',
    ]);
  });

  it('writes the Spanish content as modules of their own that the English index does not export', () => {
    if (!result.catalogue) throw new Error('fixture did not build');
    const modules = renderModules(result.catalogue, path.join(FIXTURES, 'out'));
    expect(modules.get('es-petitions.ts')).toContain('export const petitions: readonly Petition[] = [');
    expect(modules.get('es-petitions.ts')).toContain('"uiTitle": "Tarifa nacional al carbono"');
    expect(modules.get('es-reasons.ts')).toContain('export const reasonTemplates');
    expect(modules.get('es-pages.ts')).toContain('export const pages');
    expect(modules.get('es.ts')).toContain("export { petitions } from './es-petitions';");
    expect(modules.get('index.ts')).not.toContain('./es');
    for (const [name, text] of modules) {
      if (name !== 'es-petitions.ts') expect(text, name).not.toContain('Tarifa nacional al carbono');
    }
  });
});

describe('given broken Spanish twins', () => {
  it('reports missing and orphaned twins, facts repeated or changed, and drift in outline, links, figures and placeholders', () => {
    const root = contentWithOverlay('broken-twins');
    const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
    expect(result.catalogue).toBeNull();
    expect(result.errors.map(formatError)).toEqual([
      'content/pages/about.es.md:4:1 lastUpdated: only the two policies have a date — remove it',
      'content/pages/about.es.md:7:1 body: has 4 headings and lists where the English pages/about.md has 5 (the first one unmatched: a ## heading, line 22) — keep the outline of the English text: the same headings and lists, in the same order',
      'content/pages/terms-of-service.es.md:4:14 lastUpdated: 2025-05-08 differs from site.yaml policies.termsLastUpdated (2025-05-07) — make them the same date',
      'content/pages/terms-of-service.es.md:7:1 body: must start with the note that the English version governs, as a quote ("> …") — see content/README.md, "Spanish"',
      'content/pages/terms-of-service.es.md:11:1 body: is a ### heading where the English pages/terms-of-service.md has a ## heading (line 11) — keep the outline of the English text: the same headings and lists, in the same order',
      'content/petitions/bus-lanes.es.md:1:1 (file): has no English file petitions/bus-lanes.md — a Spanish twin translates the English file beside it; name it after that file',
      'content/petitions/ca-transit-passes.md:1:1 (file): has no Spanish twin — write petitions/ca-transit-passes.es.md with the same text in Spanish (content/README.md, "Spanish")',
      'content/petitions/miami-shade-trees.es.md:6:1 supportLegislation: petitions/miami-shade-trees.md names no bill — remove it here',
      'content/petitions/national-carbon-fee.es.md:2:1 url: is taken from the English petitions/national-carbon-fee.md — remove it here',
      'content/petitions/national-carbon-fee.es.md:8:13 supportLegislation.billName: has other figures than the English "Example Carbon Dividend Act (H.R. 1)" — keep the bill\'s year and number',
      'content/petitions/national-carbon-fee.es.md:9:3 supportLegislation.billLink: is taken from the English petitions/national-carbon-fee.md — remove it here',
      'content/petitions/national-carbon-fee.es.md:12:1 body: the link to https://example.org/summary is in the English petitions/national-carbon-fee.md (line 30) but not here — link the same sources as the English text',
      'content/petitions/national-carbon-fee.es.md:12:1 body: the link to https://www.congress.gov/bill/118th-congress/house-bill/1 is in the English petitions/national-carbon-fee.md (line 21) but not here — link the same sources as the English text',
      'content/petitions/national-carbon-fee.es.md:12:103 body: the figure 2024 is not in the English petitions/national-carbon-fee.md — keep every figure of the English text, written in digits',
      'content/petitions/national-carbon-fee.es.md:16:1 body: is a numbered list of 3 items where the English petitions/national-carbon-fee.md has a numbered list of 2 items (line 18) — keep the outline of the English text: the same headings and lists, in the same order',
      'content/petitions/national-carbon-fee.es.md:20:5 body: the link to https://www.congress.gov/bill/118th-congress/house-bill/2 is not in the English petitions/national-carbon-fee.md — link the same sources as the English text',
      'content/reasons/CAMPAIGN_WEBSITE.es.md:2:1 (document): must name the same template as reasons/CAMPAIGN_WEBSITE.md — write "reason: CAMPAIGN_WEBSITE" and nothing else',
      'content/reasons/CAMPAIGN_WEBSITE.es.md:3:1 petitions: is taken from the English reasons/CAMPAIGN_WEBSITE.md — remove it here',
      'content/reasons/UNCLEAR.es.md:5:1 body: {petitionTitle} is in the English reasons/UNCLEAR.md (line 5) but not here — use the same placeholders in both languages (content/README.md)',
      'content/reasons/UNCLEAR.es.md:5:57 body: {title} is not in the English reasons/UNCLEAR.md — use the same placeholders in both languages (content/README.md)',
    ]);
  });

  it('compares a twin only once its English file is right, so one mistake is reported once', () => {
    // broken-references gives the English BILL_COSPONSOR template unknown placeholders and the
    // English About page three sections: each is reported there, none again in its twin.
    const root = contentWithOverlay('broken-references');
    const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
    expect(result.errors.map(formatError).filter((line) => line.includes('.es.md'))).toEqual([]);
  });
});
