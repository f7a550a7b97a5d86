// Strict zod schemas of the files under content/ (format contract: content/README.md). One schema
// per collection; values that come from other files (legislator ids, reason codes, petition urls)
// are passed in, so the allowed values are the data itself, never a copy. Messages read
// "problem — how to fix"; the content build adds file:line:col and the field path.
import {
  CHAMBERS,
  GENDERS,
  JURISDICTION_LEVELS,
  LEGISLATOR_STANCES,
  STATE_CODES,
  type StateCode,
} from '@rv/domain';
import { z } from 'zod';

/** Separates the per-key messages of one `unrecognized_keys` issue (zod reports all keys at once). */
export const KEY_MESSAGE_SEPARATOR = '\u0000';

/** A strict object whose unknown fields are reported one by one with the fields it does allow. */
export function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const allowed = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys
            .map((key) => `unknown field "${key}" — remove it or check the spelling (allowed: ${allowed})`)
            .join(KEY_MESSAGE_SEPARATOR)
        : undefined,
  });
}

/** The values of a vocabulary as a message lists them: `a, b or c`. */
export function orList(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** One value of a vocabulary (from the domain); the message lists the allowed values. */
function oneValueOf<const Values extends readonly [string, ...string[]]>(values: Values, note = '') {
  return z.enum(values, { error: `must be ${orList(values)}${note}` });
}

const stateCode = oneValueOf(STATE_CODES, ' (lower case)');

const text = z
  .string({ error: 'must be text — write it after the colon' })
  .trim()
  .min(1, { error: 'is empty — write the text or remove the field' });

/** ISO date. YAML reads an unquoted 2025-01-15 as text under its core schema, which is what we want. */
export const isoDate = z.iso.date({ error: 'is not a real date — write it as YYYY-MM-DD, e.g. 2026-11-20' });

const webUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'is not a full web link — write it as https://…',
});

const positiveInt = z
  .number({ error: 'must be a number — write digits only, e.g. 42' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be greater than 0' });

/** `First_Last` as the person is commonly known, ASCII letters (and hyphens inside a name). */
export const LEGISLATOR_ID_PATTERN = /^[A-Z][A-Za-z-]*(?:_[A-Z][A-Za-z-]*)+$/;
const legislatorIdFormat = z
  .string()
  .regex(LEGISLATOR_ID_PATTERN, { error: 'must look like First_Last (ASCII letters, "_" between names)' });

/** A petition url (and its file name): lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A database key: camelCase ASCII, as in carbonFeeAndDividend. */
export const FIRE_DB_PATH_PATTERN = /^[a-z][A-Za-z0-9]*$/;
/** A reason code: upper-case words joined by underscores, as in EICDA_2023_COSPONSOR. */
export const REASON_CODE_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** A district key: "1", "2", … (quoted in YAML so the keys stay text). */
export const DISTRICT_KEY_PATTERN = /^[1-9][0-9]*$/;

const districtKey = z
  .string()
  .regex(DISTRICT_KEY_PATTERN, { error: 'is not a district number — use "1", "2", …' });

/** `enum` of values that come from other files; an empty list allows nothing, with the reason. */
function oneOf(values: readonly string[], what: string, where: string) {
  if (values.length === 0) {
    return z.never({ error: `no ${what} is defined yet — add one to ${where} first` });
  }
  return z.enum(values as [string, ...string[]], {
    error: (issue) => `"${String(issue.input)}" is not a known ${what} — use one defined in ${where}`,
  });
}

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
  voterList: strictObject({ updatedOn: isoDate, updateLag: text }),
  recordProtection: text,
  registrationCheckUrl: webUrl,
  registrationUpdateUrl: webUrl,
  inactiveRule: text,
});

export const siteSchema = strictObject({
  productName: text,
  tagline: text,
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

// ── legislators.yaml ──────────────────────────────────────────────────────────────────────

const sourceSchema = strictObject({
  name: text,
  url: webUrl.optional(),
  asOf: isoDate,
  note: text.optional(),
});

const legislatorFields = {
  fullName: text,
  /** The family name when it has several words ("Wasserman Schultz"): the full name cannot show it. */
  lastName: text.optional(),
  gender: oneValueOf(GENDERS),
  bioguide: z.string().regex(/^[A-Z][0-9]{6}$/, { error: 'must be a Bioguide id like P000145' }),
  state: stateCode,
  chamber: oneValueOf(CHAMBERS),
  party: text,
};

export const legislatorSchema = strictObject({ id: legislatorIdFormat, ...legislatorFields });

export type LegislatorEntry = z.infer<typeof legislatorSchema>;

export const legislatorsSchema = strictObject({
  source: sourceSchema,
  legislators: z.array(legislatorSchema).min(1, { error: 'is empty — list every current member' }),
});
export type LegislatorsFile = z.infer<typeof legislatorsSchema>;

const houseElectionSchema = strictObject({ primary: isoDate, general: isoDate });
export type HouseElectionEntry = z.infer<typeof houseElectionSchema>;

// ── seats/<state>.yaml ────────────────────────────────────────────────────────────────────

export function seatsSchema(legislatorIds: readonly string[]) {
  const incumbent = oneOf(legislatorIds, 'legislator id', 'legislators.yaml');
  return strictObject({
    state: stateCode,
    senate: z
      .array(
        strictObject({
          incumbent,
          assumedOffice: isoDate,
          nextPrimary: isoDate,
          nextGeneral: isoDate,
        }),
      )
      .length(2, { error: 'must list exactly two Senate seats' }),
    house: strictObject({
      elections: z
        .array(houseElectionSchema)
        .min(1, { error: 'is empty — list the next regular House election' }),
      districts: z.record(
        districtKey,
        strictObject({
          incumbent: incumbent.optional(),
          vacant: z.literal(true, { error: 'must be true (or remove it and name the incumbent)' }).optional(),
          specialElection: isoDate.optional(),
          note: text.optional(),
        }),
      ),
    }),
  });
}
export type SeatsFile = z.infer<ReturnType<typeof seatsSchema>>;

const supportLegislationSchema = strictObject({ billName: text, billLink: webUrl });
export type SupportLegislationEntry = z.infer<typeof supportLegislationSchema>;

// ── petitions/<url>.md front matter ───────────────────────────────────────────────────────

export const petitionFrontMatterSchema = strictObject({
  url: z
    .string()
    .regex(SLUG_PATTERN, { error: 'must be lower-case words joined by hyphens, e.g. permanent-dst' }),
  fireDbPath: z
    .string()
    .regex(FIRE_DB_PATH_PATTERN, { error: 'must be camelCase letters and digits, e.g. permanentDst' }),
  uiTitle: text,
  subtitle: text,
  tileDescription: text,
  addressedTo: text,
  jurisdiction: strictObject({
    level: oneValueOf(JURISDICTION_LEVELS),
    state: stateCode.optional(),
  }),
  supportLegislation: supportLegislationSchema.optional(),
});
export type PetitionFrontMatter = z.infer<typeof petitionFrontMatterSchema>;

// ── stances/<petition url>.yaml ───────────────────────────────────────────────────────────

/** How a member put their name to a bill. */
export const BILL_ROLES = ['sponsor', 'cosponsor'] as const;
export type BillRole = (typeof BILL_ROLES)[number];

export function legislatorStanceRecordSchema(
  reasonCodes: readonly string[],
  billIds: readonly string[] = [],
) {
  return strictObject({
    stance: oneValueOf(LEGISLATOR_STANCES),
    reason: oneOf(reasonCodes, 'reason', 'reasons/ (a template with front matter `reason: CODE`)').optional(),
    /** The bill the stance rests on: an id of bills.yaml. */
    bill: oneOf(billIds, 'bill id', 'bills.yaml').optional(),
    billRole: z.enum(BILL_ROLES, { error: 'must be sponsor or cosponsor' }).optional(),
    websiteLink: webUrl.optional(),
    evidence: webUrl.optional(),
    /** The date of the action the stance rests on (a co-sponsorship's date). */
    since: isoDate.optional(),
    checked: isoDate.optional(),
  });
}

export function stancesFileSchema(ctx: {
  readonly legislatorIds: readonly string[];
  readonly reasonCodes: readonly string[];
  readonly petitionUrls: readonly string[];
  readonly billIds?: readonly string[];
}) {
  const ids = ctx.legislatorIds;
  const stances =
    ids.length === 0
      ? z.record(z.string(), legislatorStanceRecordSchema(ctx.reasonCodes, ctx.billIds))
      : z.partialRecord(
          z.enum(ids as [string, ...string[]]),
          legislatorStanceRecordSchema(ctx.reasonCodes, ctx.billIds),
          {
            // zod reports unknown keys of an enum-keyed record as `unrecognized_keys` (zod 4.6),
            // though the record's error type does not list that code.
            error: (issue: { code?: string; keys?: readonly string[] }) =>
              issue.code === 'unrecognized_keys' && issue.keys
                ? issue.keys
                    .map((key) => {
                      const lastName = key.split('_').at(-1)?.toLowerCase();
                      const similar = ids.find((id) => id.split('_').at(-1)?.toLowerCase() === lastName);
                      return `unknown legislator "${key}" — use an id from legislators.yaml${similar ? ` (did you mean ${similar}?)` : ''}`;
                    })
                    .join(KEY_MESSAGE_SEPARATOR)
                : undefined,
          },
        );
  return strictObject({
    petition: oneOf(ctx.petitionUrls, 'petition url', 'petitions/'),
    stances,
  });
}
export type StancesFile = z.infer<ReturnType<typeof stancesFileSchema>>;

// ── bills.yaml ────────────────────────────────────────────────────────────────────────────

/** A bill id as unitedstates/congress writes it: type, number, "-", Congress (hr5744-118). */
export const BILL_ID_PATTERN = /^(?:hr|s|hjres|sjres|hconres|sconres|hres|sres)[1-9][0-9]*-[1-9][0-9]*$/;

export const billsFileSchema = strictObject({
  bills: z.record(
    z.string().regex(BILL_ID_PATTERN, {
      error: 'is not a bill id — write type, number and Congress, e.g. hr5744-118',
    }),
    strictObject({
      title: text,
      number: text,
      congress: positiveInt,
      link: webUrl,
      /** The official bill-status record the entry was read from. */
      status: webUrl,
      /** The date the publisher last updated that record. */
      updated: isoDate,
    }),
  ),
});
export type BillsFile = z.infer<typeof billsFileSchema>;

// ── former-members.yaml ───────────────────────────────────────────────────────────────────

/** Members who left office, with the stances volunteers had recorded: kept, not shown. */
export function formerMembersFileSchema(ctx: {
  readonly reasonCodes: readonly string[];
  readonly billIds: readonly string[];
}) {
  return strictObject({
    formerMembers: z.record(
      legislatorIdFormat,
      strictObject({
        ...legislatorFields,
        /** The day the member was found gone from the source and moved here. */
        leftBy: isoDate,
        stances: z
          .record(
            z.string().regex(SLUG_PATTERN, { error: 'must be a petition url, e.g. carbon-fee-and-dividend' }),
            legislatorStanceRecordSchema(ctx.reasonCodes, ctx.billIds),
          )
          .optional(),
      }),
    ),
  });
}

// ── reasons/<CODE>.md front matter ────────────────────────────────────────────────────────

/** Stances explained without a reason: their template is named after the stance. */
export const STANCES_WITHOUT_REASON = ['UNCLEAR', 'NOT_RESEARCHED'] as const;
export type StanceWithoutReason = (typeof STANCES_WITHOUT_REASON)[number];

export const reasonFrontMatterSchema = strictObject({
  reason: z
    .string()
    .regex(REASON_CODE_PATTERN, { error: 'must be UPPER_CASE words joined by "_", e.g. CAMPAIGN_WEBSITE' })
    .optional(),
  stance: oneValueOf(STANCES_WITHOUT_REASON).optional(),
  /**
   * Optional (tightens content/README.md): the petitions a reason was written for, e.g. a bill's
   * co-sponsorship explains a stance on that bill's petition only. Absent: any petition.
   */
  petitions: z
    .array(z.string().regex(SLUG_PATTERN, { error: 'must be a petition url, e.g. carbon-fee-and-dividend' }))
    .min(1, { error: 'is empty — list the petition urls, or remove the field' })
    .optional(),
});

/** The placeholders a reason template may use (content/README.md), filled by `renderReason`. */
export const REASON_PLACEHOLDERS = [
  'name',
  'title',
  'he',
  'his',
  'him',
  'billName',
  'billLink',
  'billRole',
  'since',
  'websiteLink',
  'petitionTitle',
  'email',
] as const;
export type ReasonPlaceholder = (typeof REASON_PLACEHOLDERS)[number];

// ── pages/<slug>.md front matter ──────────────────────────────────────────────────────────

export const PAGE_SLUGS = ['about', 'policies', 'terms-of-service', 'privacy-policy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

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
export const PAGE_PLACEHOLDERS = ['email', 'helpPhone', 'operatorLocation', 'productName'] as const;
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
