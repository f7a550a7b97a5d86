// Brings content/legislators.yaml, the House and Senate incumbents in content/seats/*.yaml and the
// stance files in step with congress-legislators for CA and FL: new members added (NOT_RESEARCHED
// on every petition), departed members' seats marked vacant and their recorded stances moved to
// former-members.yaml (nothing a volunteer sourced is deleted), changed names, parties and
// districts updated. Every change is reported.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { ContentFiles, childMap, type OpenFile, plain, rootMap, setFields } from './contentFiles';
import { PublicRecordError } from './errors';
import { LEGISLATORS_FILE, readPetitionUrls, STATES } from './legislators';
import { legislatorId, parseUpstream, type UpstreamMember } from './upstream';

export const FORMER_MEMBERS_FILE = 'former-members.yaml';
/** Where a member-elect the sync records was read. */
const SOURCE_URL = 'https://github.com/unitedstates/congress-legislators';
const LEGISLATOR_FIELDS = [
  'id',
  'fullName',
  'lastName',
  'gender',
  'bioguide',
  'state',
  'chamber',
  'party',
  'inOfficeSince',
  'website',
  'phone',
  'contactForm',
];

export interface LegislatorsSyncOptions {
  readonly file: string;
  readonly check: boolean;
  /** Today (YYYY-MM-DD): the date a departed member is recorded as former. */
  readonly today: string;
  readonly contentDir?: string;
  readonly cwd?: string;
  readonly out?: (line: string) => void;
}

/** Order of legislators.yaml: state, then the two senators, then House districts 1..N. */
function rank(m: { state: string; chamber: string; district: string | null }): number {
  return STATES.indexOf(m.state) * 1000 + (m.chamber === 'senate' ? 0 : 1 + Number(m.district ?? 0));
}

function contentFields(u: UpstreamMember, id: string): Record<string, unknown> {
  return {
    id,
    fullName: u.fullName,
    // Only a family name of several words needs saying ("Wasserman Schultz").
    lastName: /\s/.test(u.last) ? u.last : undefined,
    gender: u.gender,
    bioguide: u.bioguide,
    state: u.state,
    chamber: u.chamber,
    party: u.party,
    // The member's page shows these with the file's source and date (docs/decisions/0066-member-page-facts-and-counts.md).
    inOfficeSince: u.inOfficeSince,
    website: u.website ?? undefined,
    phone: u.phone ?? undefined,
    contactForm: u.contactForm ?? undefined,
  };
}

export function legislatorsSync(options: LegislatorsSyncOptions): number {
  const out = options.out ?? ((line: string) => console.log(line));
  const cwd = options.cwd ?? process.cwd();
  const files = new ContentFiles(options.contentDir ?? 'content', cwd);
  try {
    let text: string;
    try {
      text = readFileSync(path.resolve(cwd, options.file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new PublicRecordError(`${options.file}: cannot read the file (${code}) — check the path`);
    }
    const upstream = parseUpstream(text, options.file, options.today);
    const report = new Sync(files, upstream, options.today).run();
    out(`${options.file}: ${upstream.length} current CA/FL members`);
    for (const line of report) out(line);
    const changed = files.commit(options.check, out);
    if (options.check) {
      if (changed.length === 0) out('✔ content is in step with congress-legislators');
      else out('✖ content is not in step with congress-legislators (diff above) — run without --check');
      return changed.length === 0 ? 0 : 1;
    }
    out(changed.length === 0 ? '✔ no change' : `✔ wrote ${changed.join(', ')}`);
    return 0;
  } catch (error) {
    if (!(error instanceof PublicRecordError)) throw error;
    out(`✖ ${error.message}`);
    return 1;
  }
}

interface Seat {
  readonly file: OpenFile;
  readonly map: YAMLMap;
  readonly label: string;
}

class Sync {
  readonly lines: string[] = [];
  readonly legislators: OpenFile;
  readonly list: YAMLSeq;
  readonly ids = new Map<string, string>(); // bioguide → id
  readonly stanceFiles: { url: string; file: OpenFile }[];

  constructor(
    readonly files: ContentFiles,
    readonly upstream: readonly UpstreamMember[],
    readonly today: string,
  ) {
    this.legislators = files.open(LEGISLATORS_FILE);
    const list = rootMap(this.legislators).get('legislators', true);
    if (!isSeq(list)) throw new PublicRecordError(`${this.legislators.display}: no "legislators:" list`);
    this.list = list;
    this.stanceFiles = readPetitionUrls(files).map((url) => ({
      url,
      file: files.open(`stances/${url}.yaml`),
    }));
  }

  run(): string[] {
    const byBioguide = new Map(this.upstream.map((u) => [u.bioguide, u]));
    const electAhead = this.membersElectAhead();
    for (const item of [...this.list.items]) {
      const map = item as YAMLMap;
      const id = String(map.get('id'));
      const bioguide = String(map.get('bioguide'));
      const u = byBioguide.get(bioguide);
      if (u) {
        this.ids.set(bioguide, id);
        this.update(map, u, id);
      } else if (electAhead.has(id)) {
        // Recorded from another source before congress-legislators lists them: theirs to keep.
        this.ids.set(bioguide, id);
        this.lines.push(
          `  kept      ${this.where(map)} ${id}: member-elect of ${electAhead.get(id)}, not in congress-legislators yet`,
        );
      } else this.depart(map, id);
    }
    for (const u of this.upstream) if (!this.ids.has(u.bioguide)) this.add(u);
    for (const state of STATES) this.seats(state);
    return this.lines;
  }

  /** The members-elect the seat files record whose first day is still ahead: id → seat. */
  membersElectAhead(): Map<string, string> {
    const ahead = new Map<string, string>();
    for (const state of STATES) {
      const seats = this.files.open(`seats/${state}.yaml`).doc.toJS() as {
        senate?: { memberElect?: { legislator: string; takesOffice: string } }[];
        house?: { districts?: Record<string, { memberElect?: { legislator: string; takesOffice: string } }> };
      } | null;
      const elect = [
        ...(seats?.senate ?? []).map((seat) => [`${state.toUpperCase()} Senate`, seat.memberElect] as const),
        ...Object.entries(seats?.house?.districts ?? {}).map(
          ([district, seat]) => [`${state.toUpperCase()}-${district}`, seat?.memberElect] as const,
        ),
      ];
      for (const [label, memberElect] of elect) {
        if (memberElect && String(memberElect.takesOffice) > this.today)
          ahead.set(memberElect.legislator, label);
      }
    }
    return ahead;
  }

  where(node: unknown): string {
    return this.files.where(this.legislators, node as never);
  }

  update(map: YAMLMap, u: UpstreamMember, id: string): void {
    const before = plain(map) as Record<string, unknown>;
    const after = contentFields(u, id);
    const diffs = Object.keys(after)
      .filter((key) => before[key] !== after[key])
      .map((key) => `${key} ${before[key] ?? '(none)'} → ${after[key] ?? '(none)'}`);
    if (diffs.length === 0) return;
    this.lines.push(`  updated   ${this.where(map)} ${id}: ${diffs.join('; ')}`);
    setFields(map, after, LEGISLATOR_FIELDS);
  }

  depart(map: YAMLMap, id: string): void {
    const facts = plain(map) as Record<string, unknown>;
    const where = this.where(map);
    this.list.items.splice(this.list.items.indexOf(map), 1);
    const former = this.files.open(FORMER_MEMBERS_FILE, { create: true });
    if (former.doc.contents === null) {
      former.doc.commentBefore =
        ' Members who have left office, with the stances volunteers had recorded for them: kept so\n' +
        ' nothing sourced is lost, not shown on the site. Written by npm run legislators:sync when\n' +
        ' congress-legislators no longer lists a member.';
    }
    const record = former.doc.createNode({ ...facts, leftBy: this.today }) as YAMLMap;
    record.delete('id');
    const stances = former.doc.createNode({}) as YAMLMap;
    let kept = 0;
    for (const { url, file } of this.stanceFiles) {
      const map = childMap(file, rootMap(file), 'stances');
      const pair = map.items.find((p) => String(plain(p.key)) === id) as Pair<Node, Node> | undefined;
      if (!pair) continue;
      map.items.splice(map.items.indexOf(pair), 1);
      const entry = plain(pair.value) as Record<string, unknown> | null;
      if (entry?.stance && entry.stance !== 'NOT_RESEARCHED') {
        // Keyed by petition now; the volunteer's comment above the entry goes with it.
        const moved = former.doc.createPair(url, pair.value);
        (moved.key as Node).commentBefore = pair.key?.commentBefore;
        stances.items.push(moved as never);
        kept++;
      }
    }
    if (stances.items.length > 0) record.set('stances', stances);
    childMap(former, rootMap(former), 'formerMembers').set(id, record);
    this.lines.push(
      `  departed  ${where} ${id} (${String(facts.state).toUpperCase()} ${facts.chamber}): not in congress-legislators — removed; ${kept} recorded stance${kept === 1 ? '' : 's'} kept in ${former.display}`,
    );
  }

  add(u: UpstreamMember): void {
    const id = legislatorId(u);
    if ([...this.ids.values()].includes(id)) {
      throw new PublicRecordError(
        `${this.legislators.display}: new member ${u.fullName} (${u.bioguide}) would get the id ${id}, already taken — add them by hand with another id`,
      );
    }
    this.ids.set(u.bioguide, id);
    const node = this.legislators.doc.createNode({}) as YAMLMap;
    setFields(node, contentFields(u, id), LEGISLATOR_FIELDS);
    const rankOf = new Map(this.upstream.map((m) => [this.ids.get(m.bioguide), rank(m)]));
    const at = this.list.items.findIndex(
      (item) => (rankOf.get(String((item as YAMLMap).get('id'))) ?? 0) > rank(u),
    );
    const index = at === -1 ? this.list.items.length : at;
    const previous = index > 0 ? String((this.list.items[index - 1] as YAMLMap).get('id')) : null;
    this.list.items.splice(index, 0, node);
    for (const { file } of this.stanceFiles) {
      const map = childMap(file, rootMap(file), 'stances');
      if (map.has(id)) continue;
      const entry = file.doc.createNode({ stance: 'NOT_RESEARCHED' }) as YAMLMap;
      entry.flow = true;
      const pair = file.doc.createPair(id, entry);
      const after = map.items.findIndex((p) => String(plain(p.key)) === previous);
      map.items.splice(after + 1, 0, pair as never);
    }
    const seat = u.chamber === 'senate' ? 'senate' : `district ${u.district}`;
    const elect = u.inOffice ? '' : `member-elect from ${u.elected?.takesOffice}, `;
    this.lines.push(
      `  added     ${id} (${u.fullName}, ${elect}${u.state.toUpperCase()} ${seat}, ${u.party}): NOT_RESEARCHED on ${this.stanceFiles.length} petitions`,
    );
  }

  seats(state: string): void {
    const file = this.files.open(`seats/${state}.yaml`);
    const root = rootMap(file);
    const members = this.upstream.filter((u) => u.state === state);
    const idOf = (u: UpstreamMember) => this.ids.get(u.bioguide) as string;
    // House: each district's incumbent is whoever congress-legislators lists for it.
    const districts = childMap(file, childMap(file, root, 'house'), 'districts');
    for (const pair of districts.items) {
      const seat: Seat = {
        file,
        map: pair.value as YAMLMap,
        label: `${state.toUpperCase()}-${plain(pair.key)}`,
      };
      if (!isMap(seat.map)) continue;
      const district = String(plain(pair.key));
      // Newest term first: a member whose term has ended may still be listed beside their successor.
      const u = members
        .filter((m) => m.inOffice && m.chamber === 'house' && m.district === district)
        .sort((a, b) => b.termStart.localeCompare(a.termStart))[0];
      const elect = members.find((m) => m.elected?.chamber === 'house' && m.elected.district === district);
      this.memberElect(seat, elect, u ? idOf(u) : undefined);
      this.incumbentLeaves(seat, u, elect);
      const incumbent = seat.map.get('incumbent');
      if (u) {
        if (incumbent === idOf(u) && !seat.map.has('vacant')) continue;
        this.seatLine(seat, `incumbent ${incumbent ?? '(vacant)'} → ${idOf(u)}`);
        setFields(seat.map, { incumbent: idOf(u) }, ['incumbent'], ['vacant', 'specialElection', 'note']);
      } else if (incumbent !== undefined) {
        const moved = this.upstream.find((m) => this.ids.get(m.bioguide) === incumbent);
        const note = moved ? `${moved.fullName} now holds another seat` : `${incumbent} left office`;
        this.seatLine(seat, `incumbent ${incumbent} → vacant (${note})`);
        setFields(seat.map, { vacant: true, note }, ['vacant', 'note'], ['incumbent', 'incumbentLeaves']);
      }
    }
    for (const u of members) {
      const district =
        u.elected?.chamber === 'house' ? u.elected.district : u.chamber === 'house' ? u.district : null;
      if (district !== null && !districts.has(district)) {
        throw new PublicRecordError(
          `${file.display}: ${u.fullName} represents ${state.toUpperCase()}-${district}, a district the file does not list — add it by hand`,
        );
      }
    }
    // Senate: the same two seats; a departed senator's seat goes to the new one.
    const senate = root.get('senate', true);
    if (!isSeq(senate)) throw new PublicRecordError(`${file.display}: no "senate:" list`);
    const senators = members.filter((m) => m.inOffice && m.chamber === 'senate');
    const seated = new Set(senate.items.map((item) => String((item as YAMLMap).get('incumbent'))));
    const newcomers = senators.filter((m) => !seated.has(idOf(m)));
    for (const item of senate.items as YAMLMap[]) {
      const seat: Seat = { file, map: item, label: `${state.toUpperCase()} Senate` };
      let u = senators.find((m) => idOf(m) === String(item.get('incumbent')));
      if (!u) {
        u = newcomers.shift();
        if (!u) {
          throw new PublicRecordError(
            `${this.files.where(file, item)}: ${item.get('incumbent')} left the Senate and no successor is listed — record the vacancy by hand`,
          );
        }
        this.seatLine(
          seat,
          `incumbent ${item.get('incumbent')} → ${idOf(u)} (check nextPrimary and nextGeneral)`,
        );
        setFields(item, { incumbent: idOf(u) }, []);
      }
      const assumed = item.get('assumedOffice');
      const since = isScalar(assumed) ? assumed.value : assumed;
      if (u.senateSince && since !== u.senateSince) {
        this.seatLine(seat, `${idOf(u)} assumedOffice ${since} → ${u.senateSince}`);
        setFields(item, { assumedOffice: u.senateSince }, []);
      }
      // A senator-elect takes the seat of their class (a special election's winner is sworn in
      // on certification, not when the appointee's listed term ends); without classes, the seat
      // whose term ends the day theirs starts.
      const holder = u;
      const elect = members.find(
        (m) =>
          m.elected?.chamber === 'senate' &&
          (m.elected.senateClass !== null && holder.senateClass !== null
            ? m.elected.senateClass === holder.senateClass
            : m.elected.takesOffice === holder.termEnd),
      );
      this.memberElect(seat, elect, idOf(u));
      if (!elect && this.leaves(holder)) {
        this.seatLine(
          seat,
          `${idOf(holder)}'s term ends on ${holder.termEnd} and no senator-elect is listed — record the certified winner as memberElect by hand`,
        );
      }
    }
  }

  /**
   * A seat's member-elect from the record: set or updated when congress-legislators lists one;
   * removed once they hold the seat; a member-elect recorded from another source is kept.
   */
  memberElect(seat: Seat, elect: UpstreamMember | undefined, incumbent: string | undefined): void {
    const recorded = plain(seat.map.get('memberElect', true)) as
      | { legislator?: string; takesOffice?: string }
      | undefined;
    if (!elect?.elected) {
      if (recorded?.legislator && recorded.legislator === incumbent) {
        this.seatLine(seat, `memberElect ${recorded.legislator} took office — removed`);
        seat.map.delete('memberElect');
      }
      return;
    }
    const id = this.ids.get(elect.bioguide) as string;
    if (elect.inOffice && elect.chamber !== elect.elected.chamber) {
      // legislators.yaml holds one chamber per member: they move on the day they take office.
      this.seatLine(
        seat,
        `${id} (${elect.chamber}) was elected here from ${elect.elected.takesOffice} — not recorded while they sit in the ${elect.chamber}; run the sync again once they take office`,
      );
      return;
    }
    const { takesOffice } = elect.elected;
    if (recorded?.legislator === id && String(recorded.takesOffice) === takesOffice) return;
    this.seatLine(seat, `memberElect ${recorded?.legislator ?? '(none)'} → ${id} from ${takesOffice}`);
    this.setSourced(seat, 'memberElect', { legislator: id, takesOffice });
  }

  /** Writes `fields` under `key` on a seat, on one line, with where and when they were read. */
  setSourced(seat: Seat, key: string, fields: Record<string, string>): void {
    const node = seat.file.doc.createNode({ ...fields, source: SOURCE_URL, checked: this.today }) as YAMLMap;
    node.flow = true;
    seat.map.set(key, node);
    if (seat.map.items.length > 1) seat.map.flow = false;
  }

  /**
   * The first days of the terms the file lists ahead of today: a members-elect file, published
   * after an election, lists the new Congress's terms (re-elected members' included).
   */
  get termsAhead(): ReadonlySet<string> {
    this.#termsAhead ??= new Set(
      this.upstream.flatMap((u) => [u.elected?.takesOffice ?? [], u.reelectedFrom ?? []].flat()),
    );
    return this.#termsAhead;
  }
  #termsAhead: ReadonlySet<string> | undefined;

  /** Does a member in office leave their seat when their term ends (no later term in it listed)? */
  leaves(u: UpstreamMember): boolean {
    return u.inOffice && u.reelectedFrom === null && this.termsAhead.has(u.termEnd);
  }

  /**
   * A House incumbent whose term ends with nobody listed to follow them: the seat is vacant from
   * that day (incumbentLeaves); removed once a member-elect is listed or the member is listed
   * re-elected. One recorded from another source is kept while the record says nothing.
   */
  incumbentLeaves(seat: Seat, u: UpstreamMember | undefined, elect: UpstreamMember | undefined): void {
    const recorded = plain(seat.map.get('incumbentLeaves', true)) as { on?: string } | undefined;
    if (u && !elect && this.leaves(u)) {
      if (recorded && String(recorded.on) === u.termEnd) return;
      this.seatLine(
        seat,
        `${this.ids.get(u.bioguide)}'s term ends on ${u.termEnd} and no member-elect is listed — vacant from then (incumbentLeaves); record the certified winner as memberElect when known`,
      );
      this.setSourced(seat, 'incumbentLeaves', { on: u.termEnd });
    } else if (recorded && (elect || u?.reelectedFrom)) {
      this.seatLine(seat, 'incumbentLeaves removed (the record lists who holds the seat next)');
      seat.map.delete('incumbentLeaves');
    }
  }

  seatLine(seat: Seat, change: string): void {
    this.lines.push(`  seat      ${this.files.where(seat.file, seat.map)} ${seat.label}: ${change}`);
  }
}
