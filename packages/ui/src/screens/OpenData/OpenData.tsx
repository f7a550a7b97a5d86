import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COUNTS_WITHHELD_REASONS,
  exampleCsv,
  LEGISLATOR_REPORT_CSV_COLUMNS,
  legislatorReportPath,
  RESULTS_CSV_COLUMNS,
  RESULTS_JSON_FIELDS,
  RESULTS_LICENCE,
  resultsPath,
} from '@rv/api/contract';
import { LEGISLATORS_PATH } from '@rv/catalogue';
import { PageLayout } from '../../components/PageLayout';
import { ExternalLink, TextLink } from '../../components/TextLink';
import { useFormats } from '../../i18n';
import { CSV_COLUMN_DESCRIPTIONS, JSON_FIELD_DESCRIPTIONS } from './fieldDescriptions';
import * as styles from './OpenData.css';

const OPEN_DATA_TITLE = msg`Open data`;

/** The public domain dedication the results are released under. */
export const LICENCE_URL = 'https://creativecommons.org/publicdomain/zero/1.0/';

type OpenDataProps = {
  /** Every petition, with a link to its JSON and CSV. */
  petitions: readonly { readonly url: string; readonly uiTitle: string }[];
  /** content/site.yaml `openData`: how long a browser and the CDN keep an answer. */
  cache: { readonly maxAgeSeconds: number; readonly sharedMaxAgeSeconds: number };
};

function FieldTable<Name extends string>({
  caption,
  names,
  descriptions,
}: {
  caption: string;
  names: readonly Name[];
  descriptions: Readonly<Record<Name, MessageDescriptor>>;
}) {
  const { i18n } = useLingui();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans comment="the heading of a table's column of field names">Field</Trans>
          </th>
          <th scope="col">
            <Trans>What it holds</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{i18n._(descriptions[name])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /open-data (docs/product/screens.md#open-data): where the public results are, their fields,
 * how fresh they are and under which licence. The fields and the example come from the results'
 * own format (@rv/api resultsFormat.ts), so the page says what the files hold.
 */
export function OpenData({ petitions, cache }: OpenDataProps) {
  const { t, i18n } = useLingui();
  const first = petitions[0];
  const example = exampleCsv({
    url: first?.url ?? 'petition-url',
    title: first?.uiTitle ?? 'Petition title',
  });
  const { count } = useFormats();
  const jsonPath = resultsPath('{url}', 'json');
  const csvPath = resultsPath('{url}', 'csv');
  const urlPlaceholder = '{url}';
  const petitionPath = '/petitions/{url}';
  const sharedMaxAge = count(cache.sharedMaxAgeSeconds);
  const maxAge = count(cache.maxAgeSeconds);
  const behind = count(cache.sharedMaxAgeSeconds + cache.maxAgeSeconds);
  const licence = RESULTS_LICENCE;
  const reportJsonPath = legislatorReportPath('{address}', 'json');
  const reportCsvPath = legislatorReportPath('{address}', 'csv');
  const addressPlaceholder = '{address}';
  const memberPagePath = `${LEGISLATORS_PATH}/{address}`;
  const exampleReport = legislatorReportPath('jimmy-gomez', 'json');
  const withheldReason = COUNTS_WITHHELD_REASONS[0];
  const reportColumns = LEGISLATOR_REPORT_CSV_COLUMNS.join(',');
  return (
    <PageLayout kind="page">
      <div className={styles.stack}>
        <h1 className={styles.title}>{i18n._(OPEN_DATA_TITLE)}</h1>
        <p>
          <Trans>
            The counts of every petition are open data: how many verified voters of California and Florida
            support or oppose it, by congressional district, and for California by Assembly and State Senate
            district. They hold no names, contacts or voter ids. Anyone may download, copy and republish them.
          </Trans>
        </p>

        <section className={styles.section} aria-labelledby="where">
          <h2 id="where">
            <Trans comment="the heading of where the results files are">Where</Trans>
          </h2>
          <p>
            <Trans>
              Each petition's results are at <code>{jsonPath}</code> and <code>{csvPath}</code> on this site,
              where <code>{urlPlaceholder}</code> is the end of the petition's address,{' '}
              <code>{petitionPath}</code>. Anyone may fetch them from any site (CORS is open).
            </Trans>
          </p>
          <ul className={styles.list}>
            {petitions.map((petition) => (
              <li key={petition.url}>
                {petition.uiTitle}: <a href={resultsPath(petition.url, 'json')}>JSON</a>,{' '}
                <a href={resultsPath(petition.url, 'csv')}>CSV</a>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="updated">
          <h2 id="updated">
            <Trans>How often they change</Trans>
          </h2>
          <p>
            {/* One string with its space, as the prerendered HTML has it: one text node. */}
            {`${t`The counts are read again at most every ${sharedMaxAge} seconds, and a browser keeps them for ${maxAge} seconds, so what you download is at most ${behind} seconds behind.`} `}
            <Trans>
              <code>asOf</code> (<code>as_of</code> in the CSV) says when they were read.
            </Trans>
          </p>
        </section>

        <section className={styles.section} aria-labelledby="json">
          <h2 id="json">JSON</h2>
          <FieldTable
            caption={t`Fields of the JSON`}
            names={RESULTS_JSON_FIELDS}
            descriptions={JSON_FIELD_DESCRIPTIONS}
          />
        </section>

        <section className={styles.section} aria-labelledby="csv">
          <h2 id="csv">CSV</h2>
          <p>
            <Trans>
              Comma-separated (RFC 4180, lines ending in CRLF), a header line, then one row per district:
              congressional districts of California and Florida, each state's TOTAL, then California's
              Assembly and State Senate districts.
            </Trans>
          </p>
          <FieldTable
            caption={t`Columns of the CSV`}
            names={RESULTS_CSV_COLUMNS}
            descriptions={CSV_COLUMN_DESCRIPTIONS}
          />
          <figure className={styles.figure} aria-labelledby="csv-example">
            <figcaption id="csv-example">
              <Trans>The header and an example row:</Trans>
            </figcaption>
            <pre className={styles.example}>
              <code>
                {example.header}
                {'\n'}
                {example.row}
              </code>
            </pre>
          </figure>
        </section>

        <section className={styles.section} aria-labelledby="members">
          <h2 id="members">
            <Trans>Members' reports</Trans>
          </h2>
          <p>
            <Trans>
              Each member of Congress for California and Florida has a report at <code>{reportJsonPath}</code>{' '}
              and <code>{reportCsvPath}</code>, where <code>{addressPlaceholder}</code> is the end of the
              address of their page, <code>{memberPagePath}</code> (for example{' '}
              <a href={exampleReport}>{exampleReport}</a>
              ). The <TextLink to={LEGISLATORS_PATH}>members list</TextLink> links to every page.
            </Trans>
          </p>
          <p>
            <Trans>
              A report holds the member (name, party, state, chamber, district, in office since, their
              office's website, phone and contact form) with the source of those facts and its date; for each
              petition their constituents can take a stance on, their recorded stance, its reason, the
              evidence link and the date it was checked; and their constituency's counts, exactly as in the
              results above: their district's for a representative, their state's TOTAL for a senator, small
              counts hidden the same way. When a state's districts are counted on a map its members in office
              were not elected on, a representative's counts are left empty and <code>countsWithheld</code>{' '}
              says <code>{withheldReason}</code>.
            </Trans>
          </p>
          <p>
            {`${t`Its columns:`} `}
            <code className={styles.columns}>{reportColumns}</code>
          </p>
          <p>
            <Trans>
              Each petition also has its counts over time in <code>series</code>: the constituency's counts at
              the end of each day they changed (the state's own calendar day: Pacific time for California,
              Eastern for Florida), oldest first, small counts hidden the same way. A district's days start
              when its state's voters were first counted on the current district map. In the CSV, each
              petition's row is followed by one row per day, with the day in the last column.
            </Trans>
          </p>
        </section>

        <section className={styles.section} aria-labelledby="licence">
          <h2 id="licence">
            <Trans>Licence</Trans>
          </h2>
          <p>
            <Trans>
              The results are dedicated to the public domain under{' '}
              <ExternalLink href={LICENCE_URL}>CC0 1.0 Universal</ExternalLink> ({licence}): you may copy,
              change and publish them, even commercially, without asking and without naming us, though a link
              back is welcome.
            </Trans>
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
