import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { contentWithOverlay } from './testing';

// Each rule of the content build, broken on purpose in a copy of the valid fixture: every
// mistake is reported with its file and line, and nothing is generated.

const NOW = '2026-11-22';

function errorLines(overlay: string): string[] {
  const root = contentWithOverlay(overlay);
  const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
  expect(result.catalogue).toBeNull();
  return result.errors.map(formatError);
}

describe('given broken content', () => {
  it('reports a YAML syntax error at its line', () => {
    expect(errorLines('broken-yaml')).toEqual([
      'content/districts/ca-state.yaml:5:3 (syntax): Flow map in block collection must be sufficiently indented and end with a } — fix the YAML syntax (indentation, a missing ":" or an unclosed quote or bracket)',
    ]);
  });

  it('reports bad legislators one by one without a cascade, stray files, a missing template and bad site values', () => {
    expect(errorLines('broken-files')).toEqual([
      'content/districts/tile-map.yaml:7:16 ca.ca-old-2021.tiles.1[1]: must be 0 or more — columns and rows are counted from 0',
      'content/districts/tile-map.yaml:8:12 ca.ca-old-2021.tiles.2: must be [column, row], e.g. [3, 0]',
      'content/legislators.yaml:13:13 legislators[1].gender: must be MALE or FEMALE',
      'content/legislators.yaml:33:5 legislators[4].nickname: unknown field "nickname" — remove it or check the spelling (allowed: id, fullName, lastName, gender, bioguide, state, chamber, party, inOfficeSince, website, phone, contactForm)',
      'content/legislators.yaml:61:9 legislators[8].id: "Hank_Brown" is already used by legislators[7] — ids must be unique',
      'content/notes.md:1:1 (file): is not part of the content format — move or delete it (see content/README.md)',
      'content/petitions/notes.txt:1:1 (file): has the wrong extension — files in petitions/ end in .md',
      'content/reasons/UNCLEAR.md:1:1 (file): is missing — write the explanation shown for UNCLEAR (front matter "stance: UNCLEAR")',
      'content/site.yaml:11:13 minimumAge: must be a number — write digits only, e.g. 42',
      'content/stances/old.yml:1:1 (file): has the wrong extension — files in stances/ end in .yaml',
    ]);
  });

  it('reports every mistake in a stance file: missing and unknown legislators, bad values, unknown fields, missing templates, date rules', () => {
    expect(errorLines('broken-stances')).toEqual([
      'content/stances/national-carbon-fee.yaml:2:1 stances: Ana_Rivera is missing — add "Ana_Rivera: { stance: NOT_RESEARCHED }" (every current legislator is listed)',
      'content/stances/national-carbon-fee.yaml:2:1 stances: Hank_Brown is missing — add "Hank_Brown: { stance: NOT_RESEARCHED }" (every current legislator is listed)',
      'content/stances/national-carbon-fee.yaml:3:3 stances.Ana_Riviera: unknown legislator "Ana_Riviera" — use an id from legislators.yaml',
      'content/stances/national-carbon-fee.yaml:7:25 stances.Ben_Okafor.stance: must be SUPPORT, OPPOSE, UNCLEAR or NOT_RESEARCHED',
      'content/stances/national-carbon-fee.yaml:10:5 stances.Carla_Nguyen.evidance: unknown field "evidance" — remove it or check the spelling (allowed: stance, reason, bill, billRole, vote, votePosition, websiteLink, evidence, since, checked)',
      'content/stances/national-carbon-fee.yaml:11:14 stances.Carla_Nguyen.checked: is not a real date — write it as YYYY-MM-DD, e.g. 2026-11-20',
      'content/stances/national-carbon-fee.yaml:14:13 stances.Dan_Miller.reason: "PRESS_RELEASE" is not a known reason — use one defined in reasons/ (a template with front matter `reason: CODE`)',
      'content/stances/national-carbon-fee.yaml:18:5 stances.Eva_Santos.websiteLink: is required for CAMPAIGN_WEBSITE — link the public statement voters will see (https://…)',
      'content/stances/national-carbon-fee.yaml:21:14 stances.Eva_Santos.checked: 2026-12-01 is in the future — write the date you checked (today is 2026-11-22)',
      'content/stances/national-carbon-fee.yaml:22:49 stances.Frank_Lee.checked: is not used for NOT_RESEARCHED — remove it, or set the stance to UNCLEAR if you looked and found nothing',
    ]);
  });

  it('reports petition mistakes: url ≠ file name, duplicate url and petitionKey, missing state, HTML, images, level-1 headings, bare links', () => {
    expect(errorLines('broken-petitions')).toEqual([
      'content/petitions/ca-transit-passes.md:2:6 url: "ca-transit-pass" does not match the file name ca-transit-passes.md — rename the file to ca-transit-pass.md or set url: ca-transit-passes',
      'content/petitions/ca-transit-passes.md:8:15 jurisdiction.state: is missing — a STATE petition needs state: ca or state: fl',
      'content/petitions/ca-transit-passes.md:11:1 body: a level-1 heading (#) is not allowed — the title comes from the front matter; start sections with ##',
      'content/petitions/ca-transit-passes.md:13:34 body: raw HTML is not allowed — write it in Markdown (**bold**, *italic*, [text](https://…))',
      'content/petitions/ca-transit-passes.md:15:1 body: images are not supported — link to the picture instead: [description](https://…)',
      'content/petitions/miami-shade-trees.md:2:6 url: "national-carbon-fee" is already the url of petitions/national-carbon-fee.md — give this petition its own url and name the file after it',
      'content/petitions/miami-shade-trees.md:3:14 petitionKey: "caTransitPasses" is already used by content/petitions/ca-transit-passes.md — each petition needs its own petitionKey',
      'content/petitions/miami-shade-trees.md:11:73 body: link target "www.example.org/map" is not a full link — write https://…, mailto:…, /path or #anchor',
    ]);
  });

  it('reports broken references between files: seats, templates, placeholders, pages, stance files', () => {
    expect(errorLines('broken-references')).toEqual([
      'content/pages/about.md:6:1 body: has the sections Voter Verification, Petitions, Contact — About needs exactly these ## sections, in order: Voter Verification, Petitions, Voter Guide, Contact, Policies',
      'content/pages/about.md:16:44 body: unknown placeholder {phone} — use one of {email} {fewerThan} {helpPhone} {operatorLocation} {operatorName} {productName}',
      'content/pages/terms-of-service.md:4:14 lastUpdated: 2025-05-08 differs from site.yaml policies.termsLastUpdated (2025-05-07) — make them the same date',
      'content/petitions/miami-shade-trees.md:2:6 url: has no stance file — create stances/miami-shade-trees.yaml listing every legislator (petition: miami-shade-trees)',
      'content/reasons/BILL_COSPONSOR.md:4:13 petitions[0]: "national-carbon-fees" is not a petition — use the url of a file in petitions/',
      'content/reasons/BILL_COSPONSOR.md:7:1 body: unknown placeholder {Senator} — use one of {name} {title} {he} {his} {him} {billName} {billLink} {billRole} {voteMeasure} {voteRollCall} {voteLink} {votePosition} {voteAbout} {since} {websiteLink} {petitionTitle} {email}',
      'content/reasons/BILL_COSPONSOR.md:7:63 body: unknown placeholder {date} — use one of {name} {title} {he} {his} {him} {billName} {billLink} {billRole} {voteMeasure} {voteRollCall} {voteLink} {votePosition} {voteAbout} {since} {websiteLink} {petitionTitle} {email}',
      `content/seats/ca.yaml:2:1 senate: Ben_Okafor (CA senate) has no seat — name them as their seat's incumbent or memberElect, or remove them from legislators.yaml`,
      `content/seats/ca.yaml:7:16 senate[1].incumbent: Carla_Nguyen is a CA house member in legislators.yaml, not CA senate — name the seat's CA senate member`,
      'content/seats/ca.yaml:15:3 house.districts: district 3 is missing — add "3": { incumbent: First_Last } or "3": { vacant: true } (CA has districts 1–3)',
      'content/seats/ca.yaml:16:43 house.districts.1.vacant: a seat with an incumbent is not vacant — remove vacant, or remove the incumbent',
      'content/stances/national-carbon-fee.yaml:10:13 stances.Carla_Nguyen.reason: the BILL_COSPONSOR template is written for national-carbon-fees only (reasons/BILL_COSPONSOR.md petitions) — choose a reason written for national-carbon-fee',
      'content/stances/national-carbon-fee.yaml:15:13 stances.Dan_Miller.reason: "CAMPAIGN_WEBSITE" is not a known reason — use one defined in reasons/ (a template with front matter `reason: CODE`)',
      'content/stances/national-carbon-fee.yaml:21:13 stances.Eva_Santos.reason: "CAMPAIGN_WEBSITE" is not a known reason — use one defined in reasons/ (a template with front matter `reason: CODE`)',
    ]);
  });
  it('reports seat and district mistakes: dates out of order, a member in the wrong seat or two, districts missing, extra or out of order, stray files, a reversed zip range', () => {
    expect(errorLines('broken-seats')).toEqual([
      'content/districts/ca-state.yaml:6:3 assembly.4: district 4 does not exist — California has 3 Assembly districts',
      'content/districts/ca-state.yaml:7:1 senate: State Senate district 2 is missing — add "2": { population: … } (districts 1–2)',
      'content/districts/fl-state.yaml:1:1 (file): is not a known districts file — districts/ holds ca-state.yaml, plans.yaml and tile-map.yaml',
      'content/seats/fl.yaml:5:18 senate[0].nextPrimary: 2030-12-20 is after nextGeneral 2030-11-05 — check both dates',
      'content/seats/fl.yaml:14:7 house.elections[1]: is not after the election above it — list elections oldest first',
      'content/seats/fl.yaml:14:18 house.elections[1].primary: 2026-12-01 is after the general election 2026-11-03 — check both dates',
      `content/seats/fl.yaml:15:3 house.districts: Hank_Brown (FL house) has no seat — name them as their seat's incumbent or memberElect, or remove them from legislators.yaml`,
      'content/seats/fl.yaml:16:23 house.districts.2.incumbent: Eva_Santos already holds senate[0] — a member holds one seat',
      `content/seats/fl.yaml:16:23 house.districts.2.incumbent: Eva_Santos is a FL senate member in legislators.yaml, not FL house — name the seat's FL house member`,
      'content/seats/fl.yaml:17:46 house.districts.1.note: only a vacant seat has a note — remove it',
      'content/seats/fl.yaml:18:5 house.districts.3: district 3 does not exist — FL has 2 districts (site.yaml states.fl.congressionalDistricts)',
      'content/seats/fl.yaml:18:5 house.districts.3: names no incumbent — add incumbent: First_Last, or vacant: true',
      'content/seats/ny.yaml:1:1 (file): is not a state file — seats/ holds ca.yaml and fl.yaml',
      'content/site.yaml:36:15 states.fl.zipRange: starts after it ends — write [first, last]',
    ]);
  });

  it('reports every tile-map rule: a tile outside the grid, a district missing or unknown, two tiles on one cell', () => {
    expect(errorLines('broken-tiles')).toEqual([
      'content/districts/tile-map.yaml:8:5 ca.ca-old-2021.tiles: CA-3 has no tile — add "3": [column, row] (districts 1–3, districts/plans.yaml ca-old-2021)',
      'content/districts/tile-map.yaml:9:16 ca.ca-old-2021.tiles.1[1]: row 2 is outside the grid — rows are 0–1 (rows: 2)',
      'content/districts/tile-map.yaml:10:13 ca.ca-old-2021.tiles.2[0]: column 2 is outside the grid — columns are 0–1 (columns: 2)',
      'content/districts/tile-map.yaml:11:7 ca.ca-old-2021.tiles.4: district 4 does not exist — ca-old-2021 has 3 districts',
      'content/districts/tile-map.yaml:12:3 ca.ca-other-2023: is not a CA plan of districts/plans.yaml — the plans are ca-old-2021, ca-new-2025',
      'content/districts/tile-map.yaml:22:12 fl.fl-2022.tiles.2: is on the same cell as FL-1, [0, 0] — move one of them to a free cell',
    ]);
  });

  it('warns, without failing, about a plan whose districts have no tile layout of their own', () => {
    const root = contentWithOverlay();
    const file = path.join(root, 'content/districts/tile-map.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/ {2}ca-new-2025:\n( {4}.*\n| {6}.*\n)+/, ''));
    const built = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
    expect(built.errors.map(formatError)).toEqual([]);
    expect(built.warnings.map(formatError)).toContain(
      'content/districts/tile-map.yaml:4:1 ca: ca-new-2025 (Fixture California plan of 2025) has no tile layout: the results map draws its districts on an earlier plan\'s layout and says so — add "ca-new-2025:" with its columns, rows and tiles',
    );
  });

  it('reports every district-plan mistake with its line: counts, ids, dates and years out of order', () => {
    expect(errorLines('broken-plans')).toEqual([
      'content/districts/plans.yaml:8:16 ca[0].districts: is 4 but CA has 3 districts (site.yaml states.ca.congressionalDistricts) — when the count changes, change both',
      'content/districts/plans.yaml:9:23 ca[0].elections[1]: 2022 comes after 2024 — list the years in order, each once',
      'content/districts/plans.yaml:10:24 ca[0].membersTakeOffice: must be after adopted (2021-12-27) — members are elected on a plan after it becomes law',
      'content/districts/plans.yaml:12:9 ca[1].id: must start with "ca-", the plan\'s state',
      'content/districts/plans.yaml:14:14 ca[1].adopted: must be after the plan before (ca-old-2021, adopted 2021-12-27) — list plans oldest first',
      'content/districts/plans.yaml:16:16 ca[1].elections: 2024 also listed for ca-old-2021 — an election is held on one plan',
      'content/districts/plans.yaml:17:19 ca[1].firstPrimary: must be between adopted (2020-11-04) and membersTakeOffice (2027-01-03)',
      'content/districts/plans.yaml:21:9 fl[0].id: "fl-new-2025" is used twice — give each plan its own id',
    ]);
  });

  it('reports Markdown and page mistakes: unsupported syntax, empty texts, missing front matter, pages missing or unknown, a NATIONAL petition with a state', () => {
    expect(errorLines('broken-markdown')).toEqual([
      'content/districts/ca-state.yaml:1:1 (file): is missing — create it (the format is in content/README.md)',
      'content/notes.yml:1:1 (file): has the extension .yml — rename it to .yaml',
      'content/pages/extra.md:1:1 (file): is not a page the site has — pages/ holds about.md, policies.md, terms-of-service.md, privacy-policy.md, how-stances-are-compiled.md, what-happens-to-your-stance.md',
      'content/pages/policies.md:1:1 (front matter): is missing — start the file with a "---" line, the fields, and another "---" line',
      'content/pages/privacy-policy.md:2:1 lastUpdated: is missing — add lastUpdated: 2025-05-07 (policies show their date)',
      'content/pages/terms-of-service.md:1:1 (file): is missing — write the page (see content/README.md)',
      'content/petitions/miami-shade-trees.md:1:1 body: is empty — write the petition text below the front matter',
      'content/petitions/national-carbon-fee.md:8:41 jurisdiction.state: a NATIONAL petition has no state — remove it, or change the level to STATE or CITY',
      'content/petitions/national-carbon-fee.md:14:29 body: strikethrough is not supported — remove the ~~ marks',
      'content/petitions/national-carbon-fee.md:14:61 body: footnotes are not supported — put the note in the text or link to the source',
      'content/petitions/national-carbon-fee.md:16:1 body: code blocks are not supported — use a paragraph, or `inline code`',
      'content/petitions/national-carbon-fee.md:20:1 body: tables are not supported — use a list',
      'content/petitions/national-carbon-fee.md:24:1 body: task-list check boxes are not supported — remove the [ ] / [x]',
      'content/petitions/national-carbon-fee.md:26:1 body: footnotes are not supported — put the note in the text or link to the source',
      'content/reasons/UNCLEAR.md:1:1 body: has no text — write the explanation below the front matter',
      'content/reasons/UNCLEAR.md:3:12 petitions: only a reason template can be limited to petitions — remove it',
    ]);
  });

  it('reports the rules of a stance entry: reasons only for SUPPORT/OPPOSE, required dates and links, templates for another petition or naming a bill, a stance file named after another petition', () => {
    expect(errorLines('broken-stance-rules')).toEqual([
      'content/stances/ca-transit-passes.yaml:11:13 stances.Gina_Diaz-Lopez.reason: the BILL_COSPONSOR template is written for national-carbon-fee only (reasons/BILL_COSPONSOR.md petitions) — choose a reason written for ca-transit-passes',
      'content/stances/ca-transit-passes.yaml:11:13 stances.Gina_Diaz-Lopez.reason: the BILL_COSPONSOR template names a bill, but the stance has no bill and ca-transit-passes has no supportLegislation — add "bill:" (an id of bills.yaml) or choose another reason',
      'content/stances/miami-shade-trees.yaml:1:11 petition: "ca-transit-passes" does not match the file name miami-shade-trees.yaml — name the file ca-transit-passes.yaml',
      'content/stances/national-carbon-fee.yaml:4:5 stances.Ana_Rivera.websiteLink: is required for CAMPAIGN_WEBSITE — link the public statement voters will see (https://…)',
      'content/stances/national-carbon-fee.yaml:5:13 stances.Ana_Rivera.reason: only SUPPORT and OPPOSE have a reason — remove it, or change the stance',
      'content/stances/national-carbon-fee.yaml:10:5 stances.Carla_Nguyen.checked: is required — write the date you checked the evidence, YYYY-MM-DD',
      'content/stances/national-carbon-fee.yaml:14:5 stances.Dan_Miller.reason: is required for SUPPORT — name a reason from reasons/ (BILL_COSPONSOR, CAMPAIGN_WEBSITE)',
      'content/stances/national-carbon-fee.yaml:25:18 stances.Frank_Lee.websiteLink: is not shown by the UNCLEAR template — remove it, or use a reason whose template shows {websiteLink}',
    ]);
  });
});
