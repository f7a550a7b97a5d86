// /legislators/<address> and its report (docs/decisions/0065-member-page-addresses.md): one
// member's (or vacant seat's) page with their constituency's counts read in the browser: a
// member's from their report, a vacant seat's from the public results. The list of every seat is
// ./LegislatorListPage.tsx, a chunk of its own: it needs none of this page's code or styles.
import {
  countsOnAnotherMap,
  LEGISLATORS_PATH,
  memberAddress,
  petitions,
  petitionsForState,
  seatAtAddress,
} from '@rv/catalogue';
import {
  type ConstituencyVoices,
  constituencyKey,
  LegislatorPage,
  OfficeReport,
  type SeatRow,
  seatRow,
} from '@rv/ui';
import { Navigate, useParams } from 'react-router-dom';
import { fetchMemberReport } from '../results/memberReport';
import { fetchPublicResults } from '../results/publicResults';
import { useFetch } from '../results/useFetch';
import { useVoterListDates } from '../results/voterLists';

export function MemberPage() {
  const { address = '' } = useParams();
  const target = seatAtAddress(address);
  // A held seat's address ("ca-34") goes to its member; an unknown one to the list.
  if (!target) return <Navigate to={LEGISLATORS_PATH} replace />;
  if (target.kind === 'MOVED') return <Navigate to={target.to} replace />;
  const row = seatRow(target.seat, new Date());
  if (!row) return <Navigate to={LEGISLATORS_PATH} replace />;
  return <MemberScreen key={address} row={row} />;
}

/** /legislators/<address>/report: the member's page as a one-page report for their office. */
export function OfficeReportPage() {
  const { address = '' } = useParams();
  const target = seatAtAddress(address);
  if (!target) return <Navigate to={LEGISLATORS_PATH} replace />;
  if (target.kind === 'MOVED') return <Navigate to={`${target.to}/report`} replace />;
  const row = seatRow(target.seat, new Date());
  if (!row) return <Navigate to={LEGISLATORS_PATH} replace />;
  return <ReportScreen key={address} row={row} />;
}

function ReportScreen({ row }: { row: SeatRow }) {
  const [voices, retry] = useFetch(() => constituencyVoices(row));
  return (
    <OfficeReport
      row={row}
      petitions={petitions}
      voices={voices}
      onRetry={retry}
      origin={window.location.origin}
      voterListDates={useVoterListDates()}
    />
  );
}

function MemberScreen({ row }: { row: SeatRow }) {
  const [voices, retry] = useFetch(() => constituencyVoices(row));
  return <LegislatorPage row={row} petitions={petitions} voices={voices} onRetry={retry} />;
}

/**
 * The seat's count on each petition: a member's from their report (every petition and the counts
 * over time in one request); a vacant seat's, which has no report, from each petition's results.
 */
async function constituencyVoices(row: SeatRow): Promise<ConstituencyVoices> {
  if (row.legislator) return memberVoices(row, memberAddress(row.legislator.id));
  const urls = petitionsForState(petitions, row.state).map((p) => p.url);
  const key = constituencyKey(row);
  const results = await Promise.all(urls.map((url) => fetchPublicResults(url)));
  const voices: Record<string, ConstituencyVoices[string]> = {};
  for (const [index, result] of results.entries()) {
    const count = result.congressional[row.state][key];
    const url = urls[index];
    // A district's count is this member's only when the counts are on the map they were elected on.
    const otherMap = countsOnAnotherMap(row, result.districtPlans[row.state], new Date());
    if (count && url) voices[url] = { count, asOf: result.asOf, otherMap };
  }
  return voices;
}

async function memberVoices(row: SeatRow, address: string): Promise<ConstituencyVoices> {
  const report = await fetchMemberReport(address);
  const otherMap = countsOnAnotherMap(row, report.districtPlan, new Date());
  return Object.fromEntries(
    report.petitions.map((petition) => [
      petition.url,
      {
        // Withheld counts (another map) are not shown: the page says why instead.
        count: petition.counts ?? { YES: null, NO: null },
        asOf: report.asOf,
        otherMap,
        series: petition.series,
      },
    ]),
  );
}
