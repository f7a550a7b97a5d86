// petitions/<url>.md: a petition's front matter and its text.
import { orList, type PetitionFrontMatter, petitionFrontMatterSchema } from '@rv/catalogue/schema';
import type { Bill, Petition } from '@rv/catalogue/types';
import { STATE_CODES } from '@rv/domain';
import type { ErrorCollector, FieldReporter } from '../collector';
import { baseName, type ContentFiles, type MarkdownWithFrontMatter } from '../files';
import { toRichText } from '../toRichText';
import type { YamlSource } from '../yamlSource';
import type { ValidatorInput } from './input';

interface PetitionFile {
  readonly petition: Petition;
  /** Where the petition's fields are written, for errors found in other files. */
  readonly frontMatter: YamlSource;
}

/** url → the valid petitions. */
export type Petitions = ReadonlyMap<string, PetitionFile>;

export function validatePetitions({ files, report }: ValidatorInput): Petitions {
  const petitions = new Map<string, PetitionFile>();
  /** petitionKey → the file that uses it first. */
  const petitionKeys = new Map<string, string>();
  for (const relative of files.folders.petitions) {
    const file = files.readMarkdown(relative);
    if (!file) continue;
    const read = readPetition({ relative, file, files, report, petitionKeys });
    if (read) petitions.set(read.petition.url, read);
  }
  return petitions;
}

/** One petition file; null when it has an error that keeps it out of the catalogue. */
function readPetition({
  relative,
  file,
  files,
  report,
  petitionKeys,
}: ValidatorInput & {
  relative: string;
  file: MarkdownWithFrontMatter;
  /** petitionKey → the file that uses it first; this file's is added. */
  petitionKeys: Map<string, string>;
}): PetitionFile | null {
  const fields = report.fields(file.frontMatter);
  const frontMatter = fields.validate(petitionFrontMatterSchema, file.frontMatterData);
  const fullText = toRichText(file.body, { display: file.display, report });
  if (fullText.length === 0) {
    report.inFile({
      relative,
      field: 'body',
      message: 'is empty — write the petition text below the front matter',
    });
  }
  if (!frontMatter) return null;
  const urlOk = checkUrl({ url: frontMatter.url, name: baseName(relative), files, fields });
  const samePetitionKey = petitionKeys.get(frontMatter.petitionKey);
  if (samePetitionKey) {
    fields.at(
      ['petitionKey'],
      `"${frontMatter.petitionKey}" is already used by ${samePetitionKey} — each petition needs its own petitionKey`,
    );
  } else {
    petitionKeys.set(frontMatter.petitionKey, file.display);
  }
  const jurisdiction = checkJurisdiction({ jurisdiction: frontMatter.jurisdiction, fields });
  if (!urlOk || samePetitionKey || !jurisdiction) return null;
  return {
    frontMatter: file.frontMatter,
    petition: {
      url: frontMatter.url,
      petitionKey: frontMatter.petitionKey,
      uiTitle: frontMatter.uiTitle,
      subtitle: frontMatter.subtitle,
      tileDescription: frontMatter.tileDescription,
      addressedTo: frontMatter.addressedTo,
      jurisdiction,
      supportLegislation: frontMatter.supportLegislation ?? null,
      // Resolved against bills.yaml by citedBills (build.ts).
      citedBills: [],
      fullText,
    },
  };
}

/** The url must name the file (and so is unique). */
function checkUrl({
  url,
  name,
  files,
  fields,
}: {
  url: string;
  name: string;
  files: ContentFiles;
  fields: FieldReporter;
}): boolean {
  if (url === name) return true;
  fields.at(
    ['url'],
    files.has(`petitions/${url}.md`)
      ? `"${url}" is already the url of petitions/${url}.md — give this petition its own url and name the file after it`
      : `"${url}" does not match the file name ${name}.md — rename the file to ${url}.md or set url: ${name}`,
  );
  return false;
}

/** A NATIONAL petition has no state; a STATE or CITY petition needs one. */
function checkJurisdiction({
  jurisdiction: { level, state },
  fields,
}: {
  jurisdiction: PetitionFrontMatter['jurisdiction'];
  fields: FieldReporter;
}): Petition['jurisdiction'] | null {
  if (level === 'NATIONAL' && state) {
    fields.at(
      ['jurisdiction', 'state'],
      'a NATIONAL petition has no state — remove it, or change the level to STATE or CITY',
    );
    return null;
  }
  if (level === 'NATIONAL') return { level };
  if (!state) {
    fields.at(
      ['jurisdiction', 'state'],
      `is missing — a ${level} petition needs ${orList(STATE_CODES.map((state) => `state: ${state}`))}`,
    );
    return null;
  }
  return { level, state };
}

/**
 * Each petition with the bills its front matter cites (`bills:`), from bills.yaml; an id that is
 * not there is reported at the petition's field.
 */
export function withCitedBills({
  petitions,
  bills,
  report,
}: {
  petitions: Petitions;
  bills: ReadonlyMap<string, Bill>;
  report: ErrorCollector;
}): Petitions {
  const out = new Map<string, PetitionFile>();
  for (const [url, file] of petitions) {
    const fields = report.fields(file.frontMatter);
    const ids = (file.frontMatter.doc.toJS() as { bills?: unknown } | null)?.bills;
    const citedBills: Bill[] = [];
    if (Array.isArray(ids)) {
      ids.forEach((id, index) => {
        const bill = bills.get(String(id));
        if (bill) citedBills.push(bill);
        else
          fields.at(
            ['bills', index],
            `"${String(id)}" is not a bill of bills.yaml — record it with npm run stances:from-bill, or fix the id`,
          );
      });
    }
    out.set(url, { ...file, petition: { ...file.petition, citedBills } });
  }
  return out;
}
