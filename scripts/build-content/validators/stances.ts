// stances/<petition url>.yaml: every current legislator's recorded stance on one petition.
import { EVIDENCE_KINDS, legislatorStanceRecordSchema, stancesFileSchema } from '@rv/catalogue/schema';
import type { LegislatorStanceRecord, Petition, ReasonTemplate } from '@rv/catalogue/types';
import type { z } from 'zod';
import type { ErrorCollector, FieldReporter } from '../collector';
import { baseName, type LoadedYaml } from '../files';
import type { Bills } from './bills';
import type { ValidatorInput } from './input';
import type { Legislators } from './legislators';
import type { Petitions } from './petitions';
import type { Reasons } from './reasons';
import type { Votes } from './votes';

/** petition url → legislator id → entry, in the order of legislators.yaml. */
export type Stances = Record<string, Record<string, LegislatorStanceRecord>>;

type RawEntry = z.infer<ReturnType<typeof legislatorStanceRecordSchema>>;
/** Reports a problem with one field of the entry being checked. */
type Fail = (field: string, message: string) => void;

interface StanceContext {
  readonly legislators: Legislators;
  readonly reasons: Reasons;
  readonly petitions: Petitions;
  readonly bills: Bills;
  readonly votes: Votes;
  /** Today, YYYY-MM-DD: a stance cannot have been checked after it. */
  readonly now: string;
}

export function validateStances({ files, report, ...context }: StanceContext & ValidatorInput): Stances {
  const stances: Stances = {};
  const petitionUrls = files.folders.petitions.map(baseName);
  const schemas = {
    file: stancesFileSchema({
      legislatorIds: context.legislators.ids,
      reasonCodes: context.reasons.codes,
      petitionUrls,
      billIds: context.bills.ids,
      voteIds: context.votes.ids,
    }),
    entry: legislatorStanceRecordSchema(context.reasons.codes, context.bills.ids, context.votes.ids),
  };
  for (const relative of files.folders.stances) {
    const loaded = files.readYaml(relative);
    if (!loaded) continue;
    const name = baseName(relative);
    const entries = checkFile({ loaded, name, petitionUrls, schemas, report, context });
    if (entries) stances[name] = entries;
  }
  for (const [url, { frontMatter }] of context.petitions) {
    if (!files.has(`stances/${url}.yaml`)) {
      report
        .fields(frontMatter)
        .at(
          ['url'],
          `has no stance file — create stances/${url}.yaml listing every legislator (petition: ${url})`,
        );
    }
  }
  return stances;
}

/** The entries of one stance file, or null when it belongs to no valid petition. */
function checkFile({
  loaded: { source, data },
  name,
  petitionUrls,
  schemas,
  report,
  context,
}: {
  loaded: LoadedYaml;
  name: string;
  petitionUrls: readonly string[];
  schemas: { file: z.ZodType; entry: z.ZodType<RawEntry> };
  report: ErrorCollector;
  context: StanceContext;
}): Record<string, LegislatorStanceRecord> | null {
  const fields = report.fields(source);
  fields.validate(schemas.file, data);
  const raw = (typeof data === 'object' && data !== null ? data : {}) as {
    petition?: unknown;
    stances?: unknown;
  };
  if (typeof raw.petition === 'string' && raw.petition !== name && petitionUrls.includes(raw.petition)) {
    fields.at(
      ['petition'],
      `"${raw.petition}" does not match the file name ${name}.yaml — name the file ${raw.petition}.yaml`,
    );
  }
  const petition = raw.petition === name ? context.petitions.get(name)?.petition : undefined;
  const rawStances =
    typeof raw.stances === 'object' && raw.stances !== null && !Array.isArray(raw.stances)
      ? (raw.stances as Record<string, unknown>)
      : null;
  if (!rawStances) return null;
  const { ids, byId } = context.legislators;
  checkEveryoneListed({ ids, listed: rawStances, fields });
  const entries: Record<string, LegislatorStanceRecord> = {};
  for (const [id, rawEntry] of Object.entries(rawStances)) {
    if (!byId.has(id)) continue;
    const parsed = schemas.entry.safeParse(rawEntry);
    if (!parsed.success) continue;
    const entry = checkEntry({ id, entry: parsed.data, name, petition, fields, context });
    if (entry) entries[id] = entry;
  }
  if (!petition) return null;
  return Object.fromEntries(
    ids.filter((id) => entries[id]).map((id) => [id, entries[id] as LegislatorStanceRecord]),
  );
}

/** Every current member must be listed, so nobody is forgotten. */
function checkEveryoneListed({
  ids,
  listed,
  fields,
}: {
  ids: readonly string[];
  listed: Readonly<Record<string, unknown>>;
  fields: FieldReporter;
}): void {
  for (const id of ids) {
    if (!(id in listed)) {
      fields.at(
        ['stances'],
        `${id} is missing — add "${id}: { stance: NOT_RESEARCHED }" (every current legislator is listed)`,
        { key: true },
      );
    }
  }
}

function checkEntry({
  id,
  entry,
  name,
  petition,
  fields,
  context,
}: {
  id: string;
  entry: RawEntry;
  name: string;
  petition: Petition | undefined;
  fields: FieldReporter;
  context: StanceContext;
}): LegislatorStanceRecord | null {
  let ok = true;
  const fail: Fail = (field, message) => {
    fields.at(['stances', id, field], message);
    ok = false;
  };
  checkStanceFields({ entry, fail, reasonCodes: context.reasons.codes, now: context.now });
  const template = context.reasons.templates.get(entry.reason ?? entry.stance);
  if (template) {
    checkTemplate({ template, entry, name, petition, fail });
    checkEvidenceKind({ template, entry, petition, fail });
  }
  if (!ok || !template) return null;
  return {
    legislatorId: id,
    stance: entry.stance,
    reason: entry.reason ?? null,
    bill: (entry.bill && context.bills.byId.get(entry.bill)) || null,
    billRole: entry.billRole ?? null,
    vote: (entry.vote && context.votes.byId.get(entry.vote)) || null,
    votePosition: entry.votePosition ?? null,
    since: entry.since ?? null,
    websiteLink: entry.websiteLink ?? null,
    evidence: entry.evidence ?? null,
    checked: entry.checked ?? null,
    explanation: template,
  };
}

/** What each stance needs: a reason for SUPPORT/OPPOSE, evidence and a date once researched. */
function checkStanceFields({
  entry,
  fail,
  reasonCodes,
  now,
}: {
  entry: RawEntry;
  fail: Fail;
  reasonCodes: readonly string[];
  now: string;
}): void {
  if (entry.stance === 'SUPPORT' || entry.stance === 'OPPOSE') {
    if (!entry.reason) {
      fail(
        'reason',
        `is required for ${entry.stance} — name a reason from reasons/ (${reasonCodes.join(', ') || 'none yet'})`,
      );
    }
  } else if (entry.reason) {
    fail('reason', `only SUPPORT and OPPOSE have a reason — remove it, or change the stance`);
  }
  if (entry.stance === 'NOT_RESEARCHED') {
    for (const field of [
      'evidence',
      'checked',
      'websiteLink',
      'bill',
      'billRole',
      'vote',
      'votePosition',
      'since',
    ] as const) {
      if (entry[field] !== undefined) {
        fail(
          field,
          'is not used for NOT_RESEARCHED — remove it, or set the stance to UNCLEAR if you looked and found nothing',
        );
      }
    }
  } else {
    if (!entry.evidence)
      fail('evidence', `is required for ${entry.stance} — link the page where you checked (https://…)`);
    if (!entry.checked) fail('checked', 'is required — write the date you checked the evidence, YYYY-MM-DD');
  }
  if (entry.checked && entry.checked > now) {
    fail('checked', `${entry.checked} is in the future — write the date you checked (today is ${now})`);
  }
  checkBillFields(entry, fail, now);
}

/** A bill comes with the member's role in it; `since` is a past date, not after `checked`. */
function checkBillFields(entry: RawEntry, fail: Fail, now: string): void {
  if (entry.stance === 'NOT_RESEARCHED') return;
  if (entry.bill && !entry.billRole) fail('billRole', 'is required with bill — write sponsor or cosponsor');
  if (entry.billRole && !entry.bill) fail('bill', 'is required with billRole — name a bill id of bills.yaml');
  if (entry.vote && !entry.votePosition) fail('votePosition', 'is required with vote — write yea or nay');
  if (entry.votePosition && !entry.vote)
    fail('vote', 'is required with votePosition — name a vote id of votes.yaml');
  if (entry.since && entry.since > now) {
    fail('since', `${entry.since} is in the future — write the date of the action (today is ${now})`);
  } else if (entry.since && entry.checked && entry.since > entry.checked) {
    fail(
      'since',
      `${entry.since} is after checked (${entry.checked}) — the action cannot be newer than the record`,
    );
  }
}

/** The explanation template must be written for this petition and be fillable from the entry. */
function checkTemplate({
  template,
  entry,
  name,
  petition,
  fail,
}: {
  template: ReasonTemplate;
  entry: RawEntry;
  name: string;
  petition: Petition | undefined;
  fail: Fail;
}): void {
  if (template.petitions && !template.petitions.includes(name)) {
    fail(
      'reason',
      `the ${template.key} template is written for ${template.petitions.join(', ')} only (reasons/${template.key}.md petitions) — choose a reason written for ${name}`,
    );
  }
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
  if (
    petition &&
    (uses.has('billName') || uses.has('billLink')) &&
    !entry.bill &&
    !petition.supportLegislation
  ) {
    fail(
      entry.reason ? 'reason' : 'stance',
      `the ${template.key} template names a bill, but the stance has no bill and ${name} has no supportLegislation — add "bill:" (an id of bills.yaml) or choose another reason`,
    );
  }
  for (const [placeholder, field] of [
    ['billRole', 'billRole'],
    ['since', 'since'],
  ] as const) {
    if (uses.has(placeholder) && !entry[field]) {
      fail(
        field,
        `is required for ${template.key} (its text shows {${placeholder}}) — npm run stances:from-bill writes it`,
      );
    }
  }
}

/**
 * The published standard (content/pages/how-stances-are-compiled.md), the same bar for SUPPORT and
 * OPPOSE: the stance rests on evidence of the kind its reason names, with that kind's fields
 * (a bill and the member's role, a vote and how they voted, a statement's link), and on nothing
 * of another kind.
 */
function checkEvidenceKind({
  template,
  entry,
  petition,
  fail,
}: {
  template: ReasonTemplate;
  entry: RawEntry;
  petition: Petition | undefined;
  fail: Fail;
}): void {
  if (entry.stance !== 'SUPPORT' && entry.stance !== 'OPPOSE') return;
  const kind = template.evidence;
  if (!kind) return;
  // A co-sponsorship recorded by hand may rest on the petition's own bill (supportLegislation);
  // without the petition (itself in error) that cannot be told.
  // What the template's own check already reports (checkTemplate) is not said twice.
  const shown = new Set<string>(template.placeholders);
  if (shown.has('billName') || shown.has('billLink')) shown.add('bill');
  if (kind === 'bill' && !entry.bill && (petition?.supportLegislation || !petition || shown.has('bill')))
    return;
  for (const field of EVIDENCE_KINDS[kind]) {
    if (entry[field] === undefined && !shown.has(field)) {
      fail(
        field,
        `is required for ${entry.stance} by ${template.key}, whose evidence is a ${kind} (the standard, content/pages/how-stances-are-compiled.md) — ${kind === 'statement' ? 'link the statement' : `npm run stances:from-${kind} writes it`}`,
      );
    }
  }
  for (const [other, otherFields] of Object.entries(EVIDENCE_KINDS)) {
    if (other === kind) continue;
    for (const field of otherFields) {
      if (field !== 'since' && entry[field] !== undefined) {
        fail(
          field,
          `is evidence of a ${other}, but ${template.key} rests on a ${kind} — remove it, or choose a reason for a ${other}`,
        );
      }
    }
  }
}
