// Schemas of the site-wide files: site.yaml, the pages' front matter, districts/ca-state.yaml and
// districts/tile-map.yaml.
import { STATE_CODES, type StateCode } from '@rv/domain';
import { z } from 'zod';
import { districtKey, isoDate, positiveInt, sourceSchema, strictObject, text, webUrl } from './fields';

// ── site.yaml ─────────────────────────────────────────────────────────────────────────────

const stateSiteSchema = strictObject({
  name: text,
  zipRange: z.tuple([positiveInt, positiveInt], { error: 'must be [first, last], e.g. [90000, 96699]' }),
  congressionalDistricts: positiveInt,
  legislature: strictObject({
    lower: text,
    upper: text,
    lowerDistricts: positiveInt,
    upperDistricts: positiveInt,
  }),
  /**
   * `updatedOn`: the date of the voter list the site holds, shown when the database cannot say
   * (the import's snapshot dates come first: docs/decisions/0043-voter-list-dates-from-the-database.md).
   */
  voterList: strictObject({ updatedOn: isoDate.optional(), updateLag: text }),
  recordProtection: text,
  registrationCheckUrl: webUrl,
  registrationUpdateUrl: webUrl,
  inactiveRule: text,
});

/** A statement the operator writes in both languages (site.yaml has no Spanish twin). */
const inBothLanguages = strictObject({ en: text, es: text });

/**
 * Who runs the site, shown in every page's footer and on About. `demo: true` marks the shipped
 * placeholder: the site says it is a demonstration, and `content:check -- --strict` (run by
 * `npm run deploy`) fails until the real operator replaces it (docs/decisions/0068-the-operator-is-named.md).
 */
const operatorSchema = strictObject({
  demo: z
    .literal(true, { error: 'is true or absent — remove it once the real operator is written' })
    .optional(),
  name: text,
  funding: inBothLanguages,
  nonpartisan: inBothLanguages,
});
export type SiteOperator = z.infer<typeof operatorSchema>;

export const siteSchema = strictObject({
  productName: text,
  tagline: text,
  operator: operatorSchema,
  operatorLocation: text,
  contact: strictObject({
    email: z.email({ error: 'is not an e-mail address — write it as name@domain.org' }),
    helpPhone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: 'must look like (415) 555-0142' }),
    helpPhoneE164: z.string().regex(/^\+1\d{10}$/, { error: 'must look like "+14155550142" (quoted)' }),
  }),
  setUpMarker: text,
  persist: strictObject({ key: text, timeoutMs: positiveInt }),
  minimumAge: positiveInt,
  phone: strictObject({
    maxLength: positiveInt,
    countryCode: z.string().regex(/^\+\d{1,3}$/, { error: 'must look like "+1" (quoted)' }),
  }),
  codeLength: positiveInt,
  // Seconds after a code is texted before "Resend code" is offered (docs/product/rules.md#code).
  resendCodeAfterSeconds: positiveInt,
  electionYearThreshold: positiveInt,
  breakpoints: strictObject({
    electionTextCompact: positiveInt,
    mobile: positiveInt,
    navCollapse: positiveInt,
    landingButtonsRow: positiveInt,
  }),
  layout: strictObject({
    listMargin: strictObject({ mobile: positiveInt, wide: positiveInt }),
    pageMargin: strictObject({ mobile: positiveInt, wide: positiveInt }),
    contentWidth: strictObject({ default: positiveInt, wide: positiveInt, viewportGutter: positiveInt }),
    stickyListHeaderTop: positiveInt,
    buttonHeight: positiveInt,
    accountCardWidth: positiveInt,
  }),
  // One entry per state the domain serves, in its order.
  states: strictObject(
    Object.fromEntries(STATE_CODES.map((state) => [state, stateSiteSchema])) as Record<
      StateCode,
      typeof stateSiteSchema
    >,
  ),
  // Cache lifetimes (seconds) of the public results at /api/results/: browsers (max-age) and
  // the CDN (s-maxage). The CDN's is what bounds the load on the database.
  openData: strictObject({ maxAgeSeconds: positiveInt, sharedMaxAgeSeconds: positiveInt }),
  // k: a count from 1 to k − 1 is published as "fewer than k" (docs/decisions/0054-small-counts-never-published.md).
  publicCounts: strictObject({
    fewerThan: positiveInt.refine((k) => k >= 2, { error: 'must be 2 or more' }),
  }),
  // A member's page says whether their recorded stance agrees with most of their constituency's
  // verified voters only from this many voices on the petition
  // (docs/decisions/0083-agreement-with-constituents.md).
  constituencyAgreement: strictObject({ minimumVoices: positiveInt }),
  // From this many verified voices of a member's constituency on a petition, a statement is asked
  // of the member (content/responses/), and their page says so (decision 0084).
  statementRequests: strictObject({ districtVoices: positiveInt, stateVoices: positiveInt }),
  policies: strictObject({
    termsLastUpdated: isoDate,
    privacyLastUpdated: isoDate,
    queryLogRetentionMonths: positiveInt,
    claimsWindowYears: positiveInt,
    sellsPersonalData: z.boolean({ error: 'must be true or false' }),
    disputes: text,
    governingLaw: text,
  }),
});
export type SiteFile = z.infer<typeof siteSchema>;

// ── pages/<slug>.md front matter ──────────────────────────────────────────────────────────

export const PAGE_SLUGS = [
  'about',
  'policies',
  'terms-of-service',
  'privacy-policy',
  'how-stances-are-compiled',
  'what-happens-to-your-stance',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export { STANCE_EXPLAINER_PATH, STANCES_STANDARD_PATH } from '../sitePaths';

/** Pages with a "last updated" date and a table of contents of their `##` sections. */
export const POLICY_PAGE_SLUGS = [
  'terms-of-service',
  'privacy-policy',
] as const satisfies readonly PageSlug[];

/** The sections About must have, in order (content/README.md, pages). */
export const ABOUT_SECTIONS = [
  'Voter Verification',
  'Petitions',
  'Voter Guide',
  'Contact',
  'Policies',
] as const;

/** Placeholders pages may use; the build fills them from site.yaml. */
export const PAGE_PLACEHOLDERS = [
  'email',
  'fewerThan',
  'helpPhone',
  'operatorLocation',
  'operatorName',
  'productName',
] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

export const pageFrontMatterSchema = strictObject({
  title: text,
  description: text,
  lastUpdated: isoDate.optional(),
});

// ── districts/ca-state.yaml ───────────────────────────────────────────────────────────────

const districtPopulation = strictObject({
  population: positiveInt,
  ideal: z.boolean({ error: 'must be true or false' }).optional(),
});

export const caStateDistrictsSchema = strictObject({
  source: sourceSchema,
  assembly: z.record(districtKey, districtPopulation),
  senate: z.record(districtKey, districtPopulation),
});
export type CaStateDistrictsFile = z.infer<typeof caStateDistrictsSchema>;

/** A plan id: the state's code, then lower-case words, as in ca-legislature-2025. */
export const PLAN_ID_PATTERN = /^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ── districts/tile-map.yaml ───────────────────────────────────────────────────────────────

const cellNumber = z
  .number({ error: 'must be a number — write digits only, e.g. 3' })
  .int({ error: 'must be a whole number' })
  .nonnegative({ error: 'must be 0 or more — columns and rows are counted from 0' });

const tileGrid = strictObject({
  /** Where this plan's layout was placed from, when the file's `source` does not say. */
  source: sourceSchema.optional(),
  columns: positiveInt,
  rows: positiveInt,
  tiles: z.record(
    districtKey,
    z.tuple([cellNumber, cellNumber], { error: 'must be [column, row], e.g. [3, 0]' }),
  ),
});

/** A state's layouts, one per district plan (plans.yaml ids), keyed by the plan's id. */
const planLayouts = z
  .record(
    z.string().regex(PLAN_ID_PATTERN, {
      error: 'must be a plan id of districts/plans.yaml, e.g. ca-legislature-2025',
    }),
    tileGrid,
  )
  .refine((layouts) => Object.keys(layouts).length > 0, {
    error: 'is empty — give the layout of at least the plan the members in office were elected on',
  });

export const districtTileMapSchema = strictObject({
  source: sourceSchema,
  // One set of layouts per state the domain serves, in its order.
  ...(Object.fromEntries(STATE_CODES.map((state) => [state, planLayouts])) as Record<
    StateCode,
    typeof planLayouts
  >),
});
export type DistrictTileMapFile = z.infer<typeof districtTileMapSchema>;

// ── districts/plans.yaml ──────────────────────────────────────────────────────────────────

const electionYear = z
  .number({ error: 'must be a year — write digits only, e.g. 2026' })
  .int({ error: 'must be a whole number' })
  .min(1900, { error: 'must be a year, e.g. 2026' })
  .max(2200, { error: 'must be a year, e.g. 2026' });

const planFact = strictObject({ fact: text, url: webUrl, checked: isoDate });

const districtPlan = strictObject({
  id: z.string().regex(PLAN_ID_PATTERN, { error: 'must look like ca-legislature-2025 (state, then words)' }),
  name: text,
  adopted: isoDate,
  districts: positiveInt,
  elections: z
    .array(electionYear)
    .min(1, { error: 'is empty — list the years of the elections held on the plan' }),
  firstPrimary: isoDate.optional(),
  membersTakeOffice: isoDate,
  sources: z.array(planFact).min(1, { error: 'is empty — every plan needs a source' }),
});

export const districtPlansSchema = strictObject(
  Object.fromEntries(
    STATE_CODES.map((state) => [
      state,
      z
        .array(districtPlan)
        .min(1, { error: 'is empty — every state needs the plan its members were elected on' }),
    ]),
  ) as Record<StateCode, z.ZodArray<typeof districtPlan>>,
);
export type DistrictPlansFile = z.infer<typeof districtPlansSchema>;
