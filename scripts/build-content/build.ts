// The content build: reads content/, validates every file and every cross-file reference,
// collects all errors, and (only when there are none) emits the typed catalogue modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillPlaceholders, fillText, plainText } from '@rv/catalogue/rich-text';
import {
  ABOUT_SECTIONS,
  caStateDistrictsSchema,
  type LegislatorsFile,
  legislatorSchema,
  legislatorsSchema,
  PAGE_PLACEHOLDERS,
  PAGE_SLUGS,
  type PageSlug,
  type PetitionFrontMatter,
  POLICY_PAGE_SLUGS,
  pageFrontMatterSchema,
  petitionFrontMatterSchema,
  REASON_PLACEHOLDERS,
  type ReasonPlaceholder,
  reasonFrontMatterSchema,
  type SeatsFile,
  type SiteFile,
  STANCES_WITHOUT_REASON,
  seatsSchema,
  siteSchema,
  stanceEntrySchema,
  stancesFileSchema,
} from '@rv/catalogue/schema';
import type {
  DistrictPopulation,
  HouseDistrictSeat,
  Legislator,
  Page,
  Petition,
  ReasonTemplate,
  SenateSeat,
  StanceEntry,
  StateLegislativeDistricts,
  StateSeats,
} from '@rv/catalogue/types';
import { STATE_CODES, STATES, type StateCode } from '@rv/domain';
import type { z } from 'zod';
import { type ContentError, compareErrors, contentErrorMap, fieldPath, issueMessages } from './errors';
import { findPlaceholders, type MarkdownFile, parseMarkdown, toRichText } from './markdown';
import { locate, parseYaml, type YamlSource } from './yamlSource';

export interface BuildOptions {
  /** The content folder (content/ or a fixture). */
  readonly contentDir: string;
  /** Paths in error messages are relative to this folder (default: the working directory). */
  readonly cwd?: string;
  /** Today, YYYY-MM-DD, for date rules ("checked" may not be in the future). Default: today (UTC). */
  readonly now?: string;
}

/** Everything the catalogue modules are generated from. */
export interface Catalogue {
  readonly site: SiteFile;
  readonly legislatorsSource: LegislatorsFile['source'];
  readonly legislators: readonly Legislator[];
  readonly seats: Readonly<Record<StateCode, StateSeats>>;
  readonly reasonTemplates: readonly ReasonTemplate[];
  readonly petitions: readonly Petition[];
  /** petition url → legislator id → entry (explanation = the template's key, resolved on emit). */
  readonly stances: Readonly<Record<string, Readonly<Record<string, StanceEntry>>>>;
  readonly caStateDistricts: StateLegislativeDistricts;
  readonly pages: Readonly<Record<PageSlug, Page>>;
}

export interface BuildResult {
  readonly errors: readonly ContentError[];
  readonly catalogue: Catalogue | null;
  /** The YAML files and Markdown files (their front matter) for the canonical-format check. */
  readonly formatFiles: readonly string[];
  readonly counts: Readonly<Record<string, number>>;
}

const FOLDERS = {
  seats: '.yaml',
  petitions: '.md',
  stances: '.yaml',
  reasons: '.md',
  pages: '.md',
  districts: '.yaml',
} as const;
type Folder = keyof typeof FOLDERS;
const TOP_LEVEL_FILES = ['site.yaml', 'legislators.yaml', 'README.md'];

export function buildContent(options: BuildOptions): BuildResult {
  const contentDir = path.resolve(options.contentDir);
  const cwd = options.cwd ?? process.cwd();
  const now = options.now ?? new Date().toISOString().slice(0, 10);
  const errors: ContentError[] = [];
  const display = (relative: string): string =>
    path.relative(cwd, path.join(contentDir, relative)).split(path.sep).join('/');

  const fileError = (relative: string, message: string, field = '(file)'): void => {
    errors.push({ file: display(relative), line: 1, col: 1, field, message });
  };
  const at = (
    source: YamlSource,
    fieldPathSegments: readonly PropertyKey[],
    message: string,
    options: { key?: boolean; place?: readonly PropertyKey[] } = {},
  ): void => {
    const place = locate(source, options.place ?? fieldPathSegments, options.key ?? false);
    errors.push({ file: source.display, ...place, field: fieldPath(fieldPathSegments), message });
  };
  const validate = <T>(schema: z.ZodType<T>, data: unknown, source: YamlSource): T | null => {
    const result = schema.safeParse(data, { error: contentErrorMap });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      for (const { path: issuePath, key, message } of issueMessages(issue))
        at(source, issuePath, message, { key });
    }
    return null;
  };

  // ── Which files exist ────────────────────────────────────────────────────────────────────
  if (!existsSync(contentDir)) {
    return {
      errors: [
        {
          file: display('.'),
          line: 1,
          col: 1,
          field: '(folder)',
          message: 'does not exist — pass --content <folder>',
        },
      ],
      catalogue: null,
      formatFiles: [],
      counts: {},
    };
  }
  const folderFiles: Record<Folder, string[]> = {
    seats: [],
    petitions: [],
    stances: [],
    reasons: [],
    pages: [],
    districts: [],
  };
  const formatFiles: string[] = [];
  const entries = (
    readdirSync(contentDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
  )
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
  for (const relative of entries) {
    const parts = relative.split('/');
    if (relative.endsWith('.yaml') || (relative.endsWith('.md') && relative !== 'README.md')) {
      formatFiles.push(path.join(contentDir, relative));
    }
    if (parts.length === 1 && TOP_LEVEL_FILES.includes(relative)) continue;
    const folder = parts[0] as Folder;
    if (parts.length === 2 && folder in FOLDERS && relative.endsWith(FOLDERS[folder])) {
      folderFiles[folder].push(relative);
      continue;
    }
    if (parts.length === 2 && folder in FOLDERS) {
      fileError(relative, `has the wrong extension — files in ${folder}/ end in ${FOLDERS[folder]}`);
    } else if (relative.endsWith('.yml')) {
      fileError(relative, 'has the extension .yml — rename it to .yaml');
    } else {
      fileError(relative, `is not part of the content format — move or delete it (see content/README.md)`);
    }
  }

  const readYaml = (relative: string): { source: YamlSource; data: unknown } | null => {
    const absolute = path.join(contentDir, relative);
    if (!existsSync(absolute)) {
      fileError(relative, 'is missing — create it (the format is in content/README.md)');
      return null;
    }
    const parsed = parseYaml(readFileSync(absolute, 'utf8'), display(relative));
    errors.push(...parsed.errors);
    return parsed.errors.length > 0 ? null : parsed;
  };
  const readMarkdown = (relative: string): MarkdownFile | null => {
    const parsed = parseMarkdown(readFileSync(path.join(contentDir, relative), 'utf8'), display(relative));
    errors.push(...parsed.errors);
    return parsed.file;
  };
  const baseName = (relative: string): string => path.basename(relative).replace(/\.(md|yaml)$/, '');

  // ── site.yaml ────────────────────────────────────────────────────────────────────────────
  const siteFile = readYaml('site.yaml');
  const site = siteFile ? validate(siteSchema, siteFile.data, siteFile.source) : null;
  if (site && siteFile) {
    for (const state of STATE_CODES) {
      const [first, last] = site.states[state].zipRange;
      if (first > last)
        at(siteFile.source, ['states', state, 'zipRange'], 'starts after it ends — write [first, last]');
    }
  }

  // ── legislators.yaml ─────────────────────────────────────────────────────────────────────
  const legislatorsFile = readYaml('legislators.yaml');
  const legislatorsData = legislatorsFile
    ? validate(legislatorsSchema, legislatorsFile.data, legislatorsFile.source)
    : null;
  const legislatorById = new Map<string, Legislator>();
  // Ids other files may name. Entries are taken one by one, so one bad field in legislators.yaml
  // is one error, not a cascade of "unknown legislator" in every stance and seat file.
  const knownIds: string[] = [];
  const rawLegislators = (legislatorsFile?.data as { legislators?: unknown } | null)?.legislators;
  if (legislatorsFile && Array.isArray(rawLegislators)) {
    const bioguides = new Map<string, number>();
    const idIndexes = new Map<string, number>();
    rawLegislators.forEach((raw: unknown, index) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      if (typeof rawId === 'string' && !knownIds.includes(rawId)) knownIds.push(rawId);
      const parsed = legislatorSchema.safeParse(raw);
      if (!parsed.success) return;
      const legislator = parsed.data;
      const firstIndex = idIndexes.get(legislator.id);
      if (firstIndex !== undefined) {
        at(
          legislatorsFile.source,
          ['legislators', index, 'id'],
          `"${legislator.id}" is already used by legislators[${firstIndex}] — ids must be unique`,
        );
        return;
      }
      const sameBioguide = bioguides.get(legislator.bioguide);
      if (sameBioguide !== undefined) {
        at(
          legislatorsFile.source,
          ['legislators', index, 'bioguide'],
          `"${legislator.bioguide}" is already used by legislators[${sameBioguide}] — each member has one Bioguide id`,
        );
      }
      bioguides.set(legislator.bioguide, index);
      idIndexes.set(legislator.id, index);
      legislatorById.set(legislator.id, legislator);
    });
  }
  const legislatorIds = knownIds;

  // ── reasons/*.md ─────────────────────────────────────────────────────────────────────────
  const reasonTemplates = new Map<string, ReasonTemplate>();
  const reasonSources = new Map<string, YamlSource>();
  for (const relative of folderFiles.reasons) {
    const file = readMarkdown(relative);
    if (!file?.frontMatter) continue;
    const frontMatter = validate(reasonFrontMatterSchema, file.frontMatterData, file.frontMatter);
    const name = baseName(relative);
    let key: string | null = null;
    let kind: ReasonTemplate['kind'] = 'reason';
    if (frontMatter) {
      if ((frontMatter.reason === undefined) === (frontMatter.stance === undefined)) {
        at(
          file.frontMatter,
          [],
          'needs exactly one of "reason: CODE" or "stance: UNCLEAR" / "stance: NOT_RESEARCHED"',
        );
      } else {
        key = frontMatter.reason ?? frontMatter.stance ?? null;
        kind = frontMatter.reason ? 'reason' : 'stance';
        if (key !== name) {
          const field = kind === 'reason' ? 'reason' : 'stance';
          at(
            file.frontMatter,
            [field],
            `"${key}" does not match the file name ${name}.md — rename the file to ${key}.md or change the ${field}`,
          );
          key = null;
        }
      }
    }
    const placeholders = new Set<ReasonPlaceholder>();
    for (const use of findPlaceholders(file)) {
      if ((REASON_PLACEHOLDERS as readonly string[]).includes(use.name)) {
        placeholders.add(use.name as ReasonPlaceholder);
      } else {
        errors.push({
          file: file.display,
          line: use.line,
          col: use.col,
          field: 'body',
          message: `unknown placeholder {${use.name}} — use one of ${REASON_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`,
        });
      }
    }
    const body = toRichText(file.body, { display: file.display, errors });
    if (body.length === 0)
      fileError(relative, 'has no text — write the explanation below the front matter', 'body');
    if (frontMatter?.petitions && kind === 'stance') {
      at(file.frontMatter, ['petitions'], 'only a reason template can be limited to petitions — remove it');
    }
    if (key) {
      reasonTemplates.set(key, {
        key,
        kind,
        body,
        placeholders: [...placeholders].sort(),
        petitions: kind === 'reason' ? (frontMatter?.petitions ?? null) : null,
      });
      reasonSources.set(key, file.frontMatter);
    }
  }
  for (const stance of STANCES_WITHOUT_REASON) {
    if (!folderFiles.reasons.includes(`reasons/${stance}.md`)) {
      fileError(
        `reasons/${stance}.md`,
        `is missing — write the explanation shown for ${stance} (front matter "stance: ${stance}")`,
      );
    }
  }
  const reasonCodes = [...reasonTemplates.values()].filter((t) => t.kind === 'reason').map((t) => t.key);

  // ── petitions/*.md ───────────────────────────────────────────────────────────────────────
  const petitions = new Map<string, { petition: Petition; file: MarkdownFile; relative: string }>();
  const fireDbPaths = new Map<string, string>();
  for (const relative of folderFiles.petitions) {
    const file = readMarkdown(relative);
    if (!file?.frontMatter) continue;
    const frontMatter: PetitionFrontMatter | null = validate(
      petitionFrontMatterSchema,
      file.frontMatterData,
      file.frontMatter,
    );
    const body = toRichText(file.body, { display: file.display, errors });
    if (body.length === 0)
      fileError(relative, 'is empty — write the petition text below the front matter', 'body');
    if (!frontMatter) continue;
    const name = baseName(relative);
    let ok = true;
    if (frontMatter.url !== name && folderFiles.petitions.includes(`petitions/${frontMatter.url}.md`)) {
      at(
        file.frontMatter,
        ['url'],
        `"${frontMatter.url}" is already the url of petitions/${frontMatter.url}.md — give this petition its own url and name the file after it`,
      );
      ok = false;
    } else if (frontMatter.url !== name) {
      at(
        file.frontMatter,
        ['url'],
        `"${frontMatter.url}" does not match the file name ${name}.md — rename the file to ${frontMatter.url}.md or set url: ${name}`,
      );
      ok = false;
    } else if (petitions.has(frontMatter.url)) {
      at(
        file.frontMatter,
        ['url'],
        `"${frontMatter.url}" is already used by ${petitions.get(frontMatter.url)?.file.display} — each petition needs its own url`,
      );
      ok = false;
    }
    const sameFireDbPath = fireDbPaths.get(frontMatter.fireDbPath);
    if (sameFireDbPath) {
      at(
        file.frontMatter,
        ['fireDbPath'],
        `"${frontMatter.fireDbPath}" is already used by ${sameFireDbPath} — each petition needs its own fireDbPath`,
      );
      ok = false;
    } else {
      fireDbPaths.set(frontMatter.fireDbPath, file.display);
    }
    const { level, state } = frontMatter.jurisdiction;
    let jurisdiction: Petition['jurisdiction'] | null = null;
    if (level === 'NATIONAL') {
      if (state) {
        at(
          file.frontMatter,
          ['jurisdiction', 'state'],
          'a NATIONAL petition has no state — remove it, or change the level to STATE or CITY',
        );
      } else {
        jurisdiction = { level };
      }
    } else if (!state) {
      at(
        file.frontMatter,
        ['jurisdiction', 'state'],
        `is missing — a ${level} petition needs state: ca or state: fl`,
      );
    } else {
      jurisdiction = { level, state };
    }
    if (!ok || !jurisdiction) continue;
    petitions.set(frontMatter.url, {
      file,
      relative,
      petition: {
        url: frontMatter.url,
        fireDbPath: frontMatter.fireDbPath,
        uiTitle: frontMatter.uiTitle,
        subtitle: frontMatter.subtitle,
        tileDescription: frontMatter.tileDescription,
        addressedTo: frontMatter.addressedTo,
        jurisdiction,
        supportLegislation: frontMatter.supportLegislation ?? null,
        fullText: body,
      },
    });
  }

  for (const template of reasonTemplates.values()) {
    const source = reasonSources.get(template.key);
    template.petitions?.forEach((url, index) => {
      if (source && !folderFiles.petitions.includes(`petitions/${url}.md`)) {
        at(source, ['petitions', index], `"${url}" is not a petition — use the url of a file in petitions/`);
      }
    });
  }

  // ── stances/*.yaml ───────────────────────────────────────────────────────────────────────
  const stances: Record<string, Record<string, StanceEntry>> = {};
  const petitionUrls = folderFiles.petitions.map(baseName);
  const stancesSchema = stancesFileSchema({ legislatorIds, reasonCodes, petitionUrls });
  const entrySchema = stanceEntrySchema(reasonCodes);
  for (const relative of folderFiles.stances) {
    const loaded = readYaml(relative);
    if (!loaded) continue;
    const { source, data } = loaded;
    validate(stancesSchema, data, source);
    const name = baseName(relative);
    const raw = (typeof data === 'object' && data !== null ? data : {}) as {
      petition?: unknown;
      stances?: unknown;
    };
    if (typeof raw.petition === 'string' && raw.petition !== name && petitionUrls.includes(raw.petition)) {
      at(
        source,
        ['petition'],
        `"${raw.petition}" does not match the file name ${name}.yaml — name the file ${raw.petition}.yaml`,
      );
    }
    const petition =
      typeof raw.petition === 'string' && raw.petition === name ? petitions.get(name)?.petition : undefined;
    const rawStances =
      typeof raw.stances === 'object' && raw.stances !== null && !Array.isArray(raw.stances)
        ? (raw.stances as Record<string, unknown>)
        : null;
    if (!rawStances) continue;
    // Every current member must be listed, so nobody is forgotten (content/README.md).
    for (const id of legislatorIds) {
      if (!(id in rawStances)) {
        at(
          source,
          ['stances'],
          `${id} is missing — add "${id}: { stance: NOT_RESEARCHED }" (every current legislator is listed)`,
          { key: true },
        );
      }
    }
    const entries: Record<string, StanceEntry> = {};
    for (const [id, rawEntry] of Object.entries(rawStances)) {
      if (!legislatorById.has(id)) continue;
      const parsed = entrySchema.safeParse(rawEntry);
      if (!parsed.success) continue;
      const entry = parsed.data;
      const here = ['stances', id];
      let ok = true;
      const fail = (field: string, message: string): void => {
        at(source, [...here, field], message);
        ok = false;
      };
      if (entry.stance === 'SUPPORT' || entry.stance === 'OPPOSE') {
        if (!entry.reason)
          fail(
            'reason',
            `is required for ${entry.stance} — name a reason from reasons/ (${reasonCodes.join(', ') || 'none yet'})`,
          );
      } else if (entry.reason) {
        fail('reason', `only SUPPORT and OPPOSE have a reason — remove it, or change the stance`);
      }
      if (entry.stance === 'NOT_RESEARCHED') {
        for (const field of ['evidence', 'checked', 'websiteLink'] as const) {
          if (entry[field] !== undefined)
            fail(
              field,
              'is not used for NOT_RESEARCHED — remove it, or set the stance to UNCLEAR if you looked and found nothing',
            );
        }
      } else {
        if (!entry.evidence)
          fail('evidence', `is required for ${entry.stance} — link the page where you checked (https://…)`);
        if (!entry.checked)
          fail('checked', 'is required — write the date you checked the evidence, YYYY-MM-DD');
      }
      if (entry.checked && entry.checked > now)
        fail('checked', `${entry.checked} is in the future — write the date you checked (today is ${now})`);
      const template = reasonTemplates.get(entry.reason ?? entry.stance);
      if (template?.petitions && !template.petitions.includes(name)) {
        fail(
          'reason',
          `the ${template.key} template is written for ${template.petitions.join(', ')} only (reasons/${template.key}.md petitions) — choose a reason written for ${name}`,
        );
      }
      if (template) {
        const uses = new Set(template.placeholders);
        if (uses.has('websiteLink') && !entry.websiteLink) {
          fail(
            'websiteLink',
            `is required for ${template.key} — link the public statement voters will see (https://…)`,
          );
        }
        if (!uses.has('websiteLink') && entry.websiteLink && entry.stance !== 'NOT_RESEARCHED') {
          fail(
            'websiteLink',
            `is not shown by the ${template.key} template — remove it, or use a reason whose template shows {websiteLink}`,
          );
        }
        if (petition && (uses.has('billName') || uses.has('billLink')) && !petition.supportLegislation) {
          fail(
            entry.reason ? 'reason' : 'stance',
            `the ${template.key} template names a bill, but ${name} has no supportLegislation — add it to petitions/${name}.md or choose another reason`,
          );
        }
      }
      if (!ok || !template) continue;
      entries[id] = {
        legislatorId: id,
        stance: entry.stance,
        reason: entry.reason ?? null,
        websiteLink: entry.websiteLink ?? null,
        evidence: entry.evidence ?? null,
        checked: entry.checked ?? null,
        explanation: template,
      };
    }
    if (petition) {
      stances[name] = Object.fromEntries(
        legislatorIds.filter((id) => entries[id]).map((id) => [id, entries[id] as StanceEntry]),
      );
    }
  }
  for (const [url, { file }] of petitions) {
    if (!folderFiles.stances.includes(`stances/${url}.yaml`)) {
      if (file.frontMatter) {
        at(
          file.frontMatter,
          ['url'],
          `has no stance file — create stances/${url}.yaml listing every legislator (petition: ${url})`,
        );
      }
    }
  }

  // ── seats/<state>.yaml ───────────────────────────────────────────────────────────────────
  const seats: Partial<Record<StateCode, StateSeats>> = {};
  const seatSchema = seatsSchema(legislatorIds);
  for (const relative of folderFiles.seats) {
    const name = baseName(relative);
    if (!(STATE_CODES as readonly string[]).includes(name)) {
      fileError(
        relative,
        `is not a state file — seats/ holds ${STATE_CODES.map((s) => `${s}.yaml`).join(' and ')}`,
      );
    }
  }
  for (const state of STATE_CODES) {
    const relative = `seats/${state}.yaml`;
    const loaded = readYaml(relative);
    if (!loaded) continue;
    const { source, data } = loaded;
    const file: SeatsFile | null = validate(seatSchema, data, source);
    const districtCount = site?.states[state].congressionalDistricts;
    const abbreviation = STATES[state].abbreviation;
    // District coverage is checked on the raw keys, so gaps show even when an entry is invalid.
    const rawDistricts = (data as { house?: { districts?: unknown } } | null)?.house?.districts;
    if (districtCount && typeof rawDistricts === 'object' && rawDistricts !== null) {
      const keys = Object.keys(rawDistricts);
      for (let district = 1; district <= districtCount; district++) {
        if (!keys.includes(String(district))) {
          at(
            source,
            ['house', 'districts'],
            `district ${district} is missing — add "${district}": { incumbent: First_Last } or "${district}": { vacant: true } (${abbreviation} has districts 1–${districtCount})`,
            { key: true },
          );
        }
      }
      let previous = 0;
      for (const key of keys) {
        const number = Number(key);
        if (Number.isInteger(number) && number > districtCount) {
          at(
            source,
            ['house', 'districts', key],
            `district ${key} does not exist — ${abbreviation} has ${districtCount} districts (site.yaml states.${state}.congressionalDistricts)`,
            { key: true },
          );
        } else if (Number.isInteger(number) && number < previous) {
          at(
            source,
            ['house', 'districts', key],
            `district ${key} comes after ${previous} — keep the districts in order 1–${districtCount}`,
            { key: true },
          );
        }
        previous = Math.max(previous, Number.isInteger(number) ? number : previous);
      }
    }
    if (!file) continue;
    let ok = true;
    const fail = (segments: readonly PropertyKey[], message: string, key = false): void => {
      at(source, segments, message, { key });
      ok = false;
    };
    if (file.state !== state)
      fail(['state'], `"${file.state}" does not match the file name ${state}.yaml — write state: ${state}`);
    const seated = new Map<string, string>();
    const seat = (
      id: string,
      where: string,
      segments: readonly PropertyKey[],
      chamber: Legislator['chamber'],
    ): void => {
      const legislator = legislatorById.get(id);
      if (legislator && (legislator.state !== state || legislator.chamber !== chamber)) {
        fail(
          segments,
          `${id} is a ${legislator.state.toUpperCase()} ${legislator.chamber} member in legislators.yaml, not ${abbreviation} ${chamber} — name the seat's ${abbreviation} ${chamber} member`,
        );
      }
      const other = seated.get(id);
      if (other) fail(segments, `${id} already holds ${other} — a member holds one seat`);
      seated.set(id, where);
    };
    const senate: SenateSeat[] = file.senate.map((entry, index) => {
      seat(entry.incumbent, `senate[${index}]`, ['senate', index, 'incumbent'], 'senate');
      if (entry.nextPrimary > entry.nextGeneral) {
        fail(
          ['senate', index, 'nextPrimary'],
          `${entry.nextPrimary} is after nextGeneral ${entry.nextGeneral} — check both dates`,
        );
      }
      return { kind: 'senate', state, ...entry };
    });
    file.house.elections.forEach((election, index) => {
      if (election.primary > election.general) {
        fail(
          ['house', 'elections', index, 'primary'],
          `${election.primary} is after the general election ${election.general} — check both dates`,
        );
      }
      const before = file.house.elections[index - 1];
      if (before && before.general >= election.general) {
        fail(
          ['house', 'elections', index],
          'is not after the election above it — list elections oldest first',
        );
      }
    });
    const house: HouseDistrictSeat[] = [];
    for (const [key, entry] of Object.entries(file.house.districts).sort(
      ([a], [b]) => Number(a) - Number(b),
    )) {
      const here = ['house', 'districts', key];
      const district = Number(key);
      if (entry.incumbent && entry.vacant) {
        seat(entry.incumbent, `${abbreviation}-${key}`, [...here, 'incumbent'], 'house');
        fail(
          [...here, 'vacant'],
          'a seat with an incumbent is not vacant — remove vacant, or remove the incumbent',
        );
      } else if (!entry.incumbent && !entry.vacant) {
        fail(here, 'names no incumbent — add incumbent: First_Last, or vacant: true', true);
      } else if (entry.incumbent) {
        for (const field of ['specialElection', 'note'] as const) {
          if (entry[field] !== undefined)
            fail([...here, field], `only a vacant seat has a ${field} — remove it`);
        }
        seat(entry.incumbent, `${abbreviation}-${key}`, [...here, 'incumbent'], 'house');
        house.push({ kind: 'house', state, district, vacant: false, incumbent: entry.incumbent });
      } else {
        house.push({
          kind: 'house',
          state,
          district,
          vacant: true,
          incumbent: null,
          specialElection: entry.specialElection ?? null,
          note: entry.note ?? null,
        });
      }
    }
    for (const legislator of legislatorById.values()) {
      if (legislator.state === state && !seated.has(legislator.id)) {
        const where = legislator.chamber === 'senate' ? ['senate'] : ['house', 'districts'];
        fail(
          where,
          `${legislator.id} (${abbreviation} ${legislator.chamber}) has no seat — name them as their seat's incumbent, or remove them from legislators.yaml`,
          true,
        );
      }
    }
    if (ok && districtCount && house.length === districtCount) {
      seats[state] = { state, senate, houseElections: file.house.elections, house };
    }
  }

  // ── districts/ca-state.yaml ──────────────────────────────────────────────────────────────
  let caStateDistricts: StateLegislativeDistricts | null = null;
  for (const relative of folderFiles.districts) {
    if (relative !== 'districts/ca-state.yaml')
      fileError(relative, 'is not a known districts file — districts/ holds ca-state.yaml');
  }
  const districtsFile = readYaml('districts/ca-state.yaml');
  const districtsData = districtsFile
    ? validate(caStateDistrictsSchema, districtsFile.data, districtsFile.source)
    : null;
  if (districtsFile && districtsData && site) {
    const { lowerDistricts, upperDistricts, lower, upper } = site.states.ca.legislature;
    const table = (house: 'assembly' | 'senate', count: number, label: string): DistrictPopulation[] => {
      const rows = districtsData[house];
      for (let district = 1; district <= count; district++) {
        if (!rows[String(district)]) {
          at(
            districtsFile.source,
            [house],
            `${label} district ${district} is missing — add "${district}": { population: … } (districts 1–${count})`,
            { key: true },
          );
        }
      }
      for (const key of Object.keys(rows)) {
        if (Number(key) > count)
          at(
            districtsFile.source,
            [house, key],
            `district ${key} does not exist — California has ${count} ${label} districts`,
            { key: true },
          );
      }
      return Object.entries(rows)
        .map(([key, row]) => ({
          district: Number(key),
          population: row.population,
          ideal: row.ideal ?? false,
        }))
        .filter((row) => row.district <= count)
        .sort((a, b) => a.district - b.district);
    };
    const assembly = table('assembly', lowerDistricts, lower);
    const senate = table('senate', upperDistricts, upper);
    const { source } = districtsData;
    caStateDistricts = {
      source: { name: source.name, url: source.url ?? null, asOf: source.asOf, note: source.note ?? null },
      assembly,
      senate,
    };
  }

  // ── pages/*.md ───────────────────────────────────────────────────────────────────────────
  const pages: Partial<Record<PageSlug, Page>> = {};
  for (const relative of folderFiles.pages) {
    const slug = baseName(relative);
    if (!(PAGE_SLUGS as readonly string[]).includes(slug)) {
      fileError(
        relative,
        `is not a page the site has — pages/ holds ${PAGE_SLUGS.map((p) => `${p}.md`).join(', ')}`,
      );
      continue;
    }
    const file = readMarkdown(relative);
    if (!file?.frontMatter) continue;
    const frontMatter = validate(pageFrontMatterSchema, file.frontMatterData, file.frontMatter);
    const pageSlug = slug as PageSlug;
    const isPolicy = (POLICY_PAGE_SLUGS as readonly string[]).includes(pageSlug);
    for (const use of findPlaceholders(file)) {
      if (!(PAGE_PLACEHOLDERS as readonly string[]).includes(use.name)) {
        errors.push({
          file: file.display,
          line: use.line,
          col: use.col,
          field: 'body',
          message: `unknown placeholder {${use.name}} — use one of ${PAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`,
        });
      }
    }
    const body = toRichText(file.body, { display: file.display, errors });
    const sections = body.flatMap((node) =>
      node.type === 'heading' && node.level === 2 ? [{ id: node.id, title: plainText(node.children) }] : [],
    );
    if (pageSlug === 'about') {
      const titles = sections.map((section) => section.title);
      if (titles.join('|') !== ABOUT_SECTIONS.join('|')) {
        const firstHeading = file.body.find((node) => node.type === 'heading');
        errors.push({
          file: file.display,
          line: firstHeading?.position?.start.line ?? 1,
          col: firstHeading?.position?.start.column ?? 1,
          field: 'body',
          message: `has the sections ${titles.join(', ') || '(none)'} — About needs exactly these ## sections, in order: ${ABOUT_SECTIONS.join(', ')}`,
        });
      }
    }
    if (!frontMatter) continue;
    if (isPolicy) {
      const expected =
        pageSlug === 'terms-of-service' ? site?.policies.termsLastUpdated : site?.policies.privacyLastUpdated;
      const siteField = pageSlug === 'terms-of-service' ? 'termsLastUpdated' : 'privacyLastUpdated';
      if (!frontMatter.lastUpdated) {
        at(
          file.frontMatter,
          ['lastUpdated'],
          `is missing — add lastUpdated: ${expected ?? 'YYYY-MM-DD'} (policies show their date)`,
        );
      } else if (expected && frontMatter.lastUpdated !== expected) {
        at(
          file.frontMatter,
          ['lastUpdated'],
          `${frontMatter.lastUpdated} differs from site.yaml policies.${siteField} (${expected}) — make them the same date`,
        );
      }
    }
    if (!site) continue;
    const vars = {
      email: site.contact.email,
      helpPhone: site.contact.helpPhone,
      operatorLocation: site.operatorLocation,
      productName: site.productName,
    };
    pages[pageSlug] = {
      slug: pageSlug,
      title: fillText(frontMatter.title, vars),
      description: fillText(frontMatter.description, vars),
      lastUpdated: frontMatter.lastUpdated ?? null,
      sections,
      tableOfContents: isPolicy,
      body: fillPlaceholders(body, vars),
    };
  }
  for (const slug of PAGE_SLUGS) {
    if (!folderFiles.pages.includes(`pages/${slug}.md`))
      fileError(`pages/${slug}.md`, 'is missing — write the page (see content/README.md)');
  }

  errors.sort(compareErrors);
  const counts = {
    petitions: petitions.size,
    legislators: legislatorById.size,
    stanceFiles: Object.keys(stances).length,
    reasonTemplates: reasonTemplates.size,
    pages: Object.keys(pages).length,
  };
  if (errors.length > 0 || !site || !legislatorsData || !caStateDistricts) {
    return { errors, catalogue: null, formatFiles, counts };
  }
  const allSeats = seats as Record<StateCode, StateSeats>;
  const catalogue: Catalogue = {
    site,
    legislatorsSource: legislatorsData.source,
    legislators: [...legislatorById.values()],
    seats: allSeats,
    reasonTemplates: [...reasonTemplates.values()].sort((a, b) => (a.key < b.key ? -1 : 1)),
    petitions: [...petitions.values()].map((p) => p.petition).sort((a, b) => (a.url < b.url ? -1 : 1)),
    stances,
    caStateDistricts,
    pages: pages as Record<PageSlug, Page>,
  };
  return { errors, catalogue, formatFiles, counts };
}
