// Schemas of what volunteers write about petitions: petitions/<url>.md, stances/<url>.yaml,
// former-members.yaml and reasons/<CODE>.md.
import { JURISDICTION_LEVELS, LEGISLATOR_STANCES } from '@rv/domain';
import { z } from 'zod';
import {
  isoDate,
  KEY_MESSAGE_SEPARATOR,
  legislatorFields,
  legislatorIdFormat,
  oneOf,
  oneValueOf,
  PETITION_KEY_PATTERN,
  REASON_CODE_PATTERN,
  SLUG_PATTERN,
  stateCode,
  strictObject,
  text,
  webUrl,
} from './fields';

const supportLegislationSchema = strictObject({ billName: text, billLink: webUrl });
export type SupportLegislationEntry = z.infer<typeof supportLegislationSchema>;

// ── petitions/<url>.md front matter ───────────────────────────────────────────────────────

export const petitionFrontMatterSchema = strictObject({
  url: z
    .string()
    .regex(SLUG_PATTERN, { error: 'must be lower-case words joined by hyphens, e.g. permanent-dst' }),
  petitionKey: z
    .string()
    .regex(PETITION_KEY_PATTERN, { error: 'must be camelCase letters and digits, e.g. permanentDst' }),
  uiTitle: text,
  subtitle: text,
  tileDescription: text,
  addressedTo: text,
  jurisdiction: strictObject({
    level: oneValueOf(JURISDICTION_LEVELS),
    state: stateCode.optional(),
  }),
  supportLegislation: supportLegislationSchema.optional(),
  /**
   * The bills the petition cites, as ids of bills.yaml (each with its Congress): the page says
   * when one expired without becoming law, and content:check warns when all of them have.
   */
  bills: z
    .array(
      z.string().regex(/^[a-z]+[1-9][0-9]*-[1-9][0-9]*$/, { error: 'is not a bill id — e.g. hr5744-118' }),
    )
    .min(1, { error: 'is empty — list the bill ids, or remove the field' })
    .optional(),
});
export type PetitionFrontMatter = z.infer<typeof petitionFrontMatterSchema>;

// ── stances/<petition url>.yaml ───────────────────────────────────────────────────────────

/** How a member put their name to a bill. */
export const BILL_ROLES = ['sponsor', 'cosponsor'] as const;
export type BillRole = (typeof BILL_ROLES)[number];

/** How a member voted on a roll call the stance rests on. */
export const VOTE_POSITIONS = ['yea', 'nay'] as const;
export type VotePosition = (typeof VOTE_POSITIONS)[number];

/**
 * The kinds of evidence the published standard (content/pages/how-stances-are-compiled.md) accepts for
 * SUPPORT and OPPOSE, the same bar both ways, and the fields each needs on a stance: a bill the
 * member sponsors or co-sponsors, a recorded floor vote, or the member's own public statement.
 */
export const EVIDENCE_KINDS = {
  bill: ['bill', 'billRole', 'since'],
  vote: ['vote', 'votePosition', 'since'],
  statement: ['websiteLink'],
} as const;
export type EvidenceKind = keyof typeof EVIDENCE_KINDS;

export function legislatorStanceRecordSchema(
  reasonCodes: readonly string[],
  billIds: readonly string[] = [],
  voteIds: readonly string[] = [],
) {
  return strictObject({
    stance: oneValueOf(LEGISLATOR_STANCES),
    reason: oneOf(reasonCodes, 'reason', 'reasons/ (a template with front matter `reason: CODE`)').optional(),
    /** The bill the stance rests on: an id of bills.yaml. */
    bill: oneOf(billIds, 'bill id', 'bills.yaml').optional(),
    billRole: z.enum(BILL_ROLES, { error: 'must be sponsor or cosponsor' }).optional(),
    /** The recorded vote the stance rests on: an id of votes.yaml. */
    vote: oneOf(voteIds, 'vote id', 'votes.yaml').optional(),
    votePosition: z.enum(VOTE_POSITIONS, { error: 'must be yea or nay' }).optional(),
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
  readonly voteIds?: readonly string[];
}) {
  const ids = ctx.legislatorIds;
  const entry = legislatorStanceRecordSchema(ctx.reasonCodes, ctx.billIds, ctx.voteIds);
  const stances =
    ids.length === 0
      ? z.record(z.string(), entry)
      : z.partialRecord(z.enum(ids as [string, ...string[]]), entry, {
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
        });
  return strictObject({
    petition: oneOf(ctx.petitionUrls, 'petition url', 'petitions/'),
    stances,
  });
}
export type StancesFile = z.infer<ReturnType<typeof stancesFileSchema>>;

// ── former-members.yaml ───────────────────────────────────────────────────────────────────

/** Members who left office, with the stances volunteers had recorded: kept, not shown. */
export function formerMembersFileSchema(ctx: {
  readonly reasonCodes: readonly string[];
  readonly billIds: readonly string[];
  readonly voteIds?: readonly string[];
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
            legislatorStanceRecordSchema(ctx.reasonCodes, ctx.billIds, ctx.voteIds),
          )
          .optional(),
      }),
    ),
  });
}

// ── responses/<petition url>.yaml ─────────────────────────────────────────────────────────

/**
 * The statements asked of members of Congress on one petition once enough of their verified
 * constituents spoke (site.yaml statementRequests), and their answers: who, when it was asked
 * (and where the request can be read), and the answer's date, summary and source.
 */
export function responsesFileSchema(ctx: { readonly petitionUrls: readonly string[] }) {
  const response = strictObject({
    date: isoDate,
    /** What the member said, in a sentence or two (quoted, or summarised), in both languages. */
    summary: strictObject({ en: text, es: text }),
    /** Required: optional here so the build can say so in words (validators/responses.ts). */
    source: webUrl.optional(),
  });
  return strictObject({
    petition: oneOf(ctx.petitionUrls, 'petition url', 'petitions/'),
    requests: z.record(
      legislatorIdFormat,
      strictObject({ requested: isoDate, letter: webUrl.optional(), response: response.optional() }),
    ),
  });
}
export type ResponsesFile = z.infer<ReturnType<typeof responsesFileSchema>>;

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
  /** For a reason: the kind of evidence it rests on (EVIDENCE_KINDS, the published standard). */
  evidence: z
    .enum(Object.keys(EVIDENCE_KINDS) as [EvidenceKind, ...EvidenceKind[]], {
      error: `must be one of the kinds of evidence the standard lists: ${Object.keys(EVIDENCE_KINDS).join(', ')}`,
    })
    .optional(),
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
  'voteMeasure',
  'voteRollCall',
  'voteLink',
  'votePosition',
  'voteAbout',
  'since',
  'websiteLink',
  'petitionTitle',
  'email',
] as const;
export type ReasonPlaceholder = (typeof REASON_PLACEHOLDERS)[number];
