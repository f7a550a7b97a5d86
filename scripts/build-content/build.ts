// The content build: reads content/, checks every file with the validator of its kind (one per
// file kind, in validators/), collects all errors, and (only when there are none) returns the
// catalogue the typed modules are generated from. The pipeline: docs/architecture/content.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LegislatorsFile, PageSlug, SiteFile } from '@rv/catalogue/schema';
import type {
  DistrictTileLayouts,
  Legislator,
  LegislatorStanceRecord,
  Page,
  Petition,
  ReasonTemplate,
  StateLegislativeDistricts,
  StateSeats,
} from '@rv/catalogue/types';
import type { DistrictPlan, StateCode } from '@rv/domain';
import { ErrorCollector } from './collector';
import type { ContentError } from './errors';
import { contentFiles } from './files';
import { operatorPlaceholders } from './placeholders';
import { staleDates } from './staleDates';
import { validateBills } from './validators/bills';
import { validateDistrictPlans } from './validators/districtPlans';
import { validateDistricts } from './validators/districts';
import { plansWithoutTileLayout, validateDistrictTiles } from './validators/districtTiles';
import { validateFormerMembers } from './validators/formerMembers';
import { validateLegislators } from './validators/legislators';
import { validatePages } from './validators/pages';
import { validatePetitions, withCitedBills } from './validators/petitions';
import { validateReasons } from './validators/reasons';
import { type Statements, validateResponses } from './validators/responses';
import { validateSeats } from './validators/seats';
import { validateSite } from './validators/site';
import { validateStances } from './validators/stances';
import { validateTwins } from './validators/twins';
import { validateVotes } from './validators/votes';

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
  readonly stances: Readonly<Record<string, Readonly<Record<string, LegislatorStanceRecord>>>>;
  /** petition url → legislator id → the statement asked of them (content/responses/). */
  readonly statements: Statements;
  readonly caStateDistricts: StateLegislativeDistricts;
  /** Each state's congressional districts on the results map's tile grid. */
  readonly districtTiles: DistrictTileLayouts;
  readonly districtPlans: Readonly<Record<StateCode, readonly DistrictPlan[]>>;
  readonly pages: Readonly<Record<PageSlug, Page>>;
  /** The Spanish twins of petitions, templates and pages, in the same order (a module of its own). */
  readonly spanish: {
    readonly petitions: readonly Petition[];
    readonly reasonTemplates: readonly ReasonTemplate[];
    readonly pages: Readonly<Record<PageSlug, Page>>;
  };
}

export interface BuildResult {
  readonly errors: readonly ContentError[];
  /** Dates presented as future that have passed (checked only when there are no errors). */
  readonly warnings: readonly ContentError[];
  /**
   * site.yaml's placeholders of the operator and their contact (checked only when there are no
   * errors): the demo shows them, a deploy may not (placeholders.ts).
   */
  readonly placeholders: readonly ContentError[];
  readonly catalogue: Catalogue | null;
  /** The YAML files and Markdown files (their front matter) for the canonical-format check. */
  readonly formatFiles: readonly string[];
  readonly counts: Readonly<Record<string, number>>;
}

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : 1;

export function buildContent(options: BuildOptions): BuildResult {
  const contentDir = path.resolve(options.contentDir);
  const cwd = options.cwd ?? process.cwd();
  const now = options.now ?? new Date().toISOString().slice(0, 10);
  const report = new ErrorCollector((relative) =>
    path.relative(cwd, path.join(contentDir, relative)).split(path.sep).join('/'),
  );
  if (!existsSync(contentDir)) {
    report.inFile({ relative: '.', field: '(folder)', message: 'does not exist — pass --content <folder>' });
    return {
      errors: report.sorted(),
      warnings: [],
      placeholders: [],
      catalogue: null,
      formatFiles: [],
      counts: {},
    };
  }

  const files = contentFiles({ contentDir, report });
  const site = validateSite({ files, report });
  const legislators = validateLegislators({ files, report });
  const reasons = validateReasons({ files, report });
  const bills = validateBills({ files, report, now });
  const petitions = withCitedBills({
    petitions: validatePetitions({ files, report }),
    bills: bills.byId,
    report,
  });
  const votes = validateVotes({ files, report, now, petitionUrls: [...petitions.keys()] });
  const stances = validateStances({ files, report, legislators, reasons, petitions, bills, votes, now });
  const formerMembers = validateFormerMembers({ files, report, legislators, reasons, bills, votes });
  const seats = validateSeats({ files, report, site, legislators, now });
  const statements = validateResponses({ files, report, legislators, formerMembers, petitions, now });
  const caStateDistricts = validateDistricts({ files, report, site });
  const districtPlans = validateDistrictPlans({ files, report, site });
  const districtTiles = validateDistrictTiles({ files, report, site, plans: districtPlans });
  const pages = validatePages({ files, report, site });
  const spanish = validateTwins({ files, report, site, petitions, reasons, pages });

  const errors = report.sorted();
  const { formatFiles } = files;
  const counts = {
    petitions: petitions.size,
    legislators: legislators.byId.size,
    stanceFiles: Object.keys(stances).length,
    reasonTemplates: reasons.templates.size,
    bills: bills.byId.size,
    votes: votes.byId.size,
    formerMembers: formerMembers.length,
    pages: Object.keys(pages).length,
    spanishTwins: Object.values(files.twins).flat().length,
  };
  if (
    errors.length > 0 ||
    !site ||
    !legislators.file ||
    !caStateDistricts ||
    !districtTiles ||
    !districtPlans
  ) {
    return { errors, warnings: [], placeholders: [], catalogue: null, formatFiles, counts };
  }
  const catalogue: Catalogue = {
    site,
    legislatorsSource: legislators.file.source,
    legislators: [...legislators.byId.values()],
    // With no errors, every state has its seats and every page is there.
    seats: seats as Record<StateCode, StateSeats>,
    reasonTemplates: [...reasons.templates.values()].sort(byKey((template) => template.key)),
    petitions: [...petitions.values()].map((p) => p.petition).sort(byKey((petition) => petition.url)),
    stances,
    statements,
    caStateDistricts,
    districtTiles,
    districtPlans,
    pages: pages as Record<PageSlug, Page>,
    spanish: {
      petitions: [...spanish.petitions].sort(byKey((petition) => petition.url)),
      reasonTemplates: [...spanish.reasonTemplates].sort(byKey((template) => template.key)),
      pages: spanish.pages as Record<PageSlug, Page>,
    },
  };
  const warnings = [
    ...staleDates({ files, now, display: report.display }),
    ...plansWithoutTileLayout({ files, plans: districtPlans, display: report.display }),
  ];
  const placeholders = operatorPlaceholders({ files, display: report.display });
  return { errors, warnings, placeholders, catalogue, formatFiles, counts };
}
