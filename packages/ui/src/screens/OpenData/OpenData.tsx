import {
  exampleCsv,
  RESULTS_CSV_FIELDS,
  RESULTS_JSON_FIELDS,
  RESULTS_LICENCE,
  resultsPath,
} from '@rv/api/contract';
import { PageLayout } from '../../components/PageLayout';
import { ExternalLink } from '../../components/TextLink';
import * as styles from './OpenData.css';

export const OPEN_DATA_TITLE = 'Open data';

/** The public domain dedication the results are released under. */
export const LICENCE_URL = 'https://creativecommons.org/publicdomain/zero/1.0/';

type OpenDataProps = {
  /** Every petition, with a link to its JSON and CSV. */
  petitions: readonly { readonly url: string; readonly uiTitle: string }[];
  /** content/site.yaml `openData`: how long a browser and the CDN keep an answer. */
  cache: { readonly maxAgeSeconds: number; readonly sharedMaxAgeSeconds: number };
};

function FieldTable({ caption, fields }: { caption: string; fields: Readonly<Record<string, string>> }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">What it holds</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fields).map(([name, description]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{description}</td>
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
  const first = petitions[0];
  const example = exampleCsv({
    url: first?.url ?? 'petition-url',
    title: first?.uiTitle ?? 'Petition title',
  });
  return (
    <PageLayout kind="page">
      <div className={styles.stack}>
        <h1 className={styles.title}>{OPEN_DATA_TITLE}</h1>
        <p>
          The counts of every petition are open data: how many verified voters of California and Florida
          support or oppose it, by congressional district, and for California by Assembly and State Senate
          district. They hold no names, contacts or voter ids. Anyone may download, copy and republish them.
        </p>

        <section className={styles.section} aria-labelledby="where">
          <h2 id="where">Where</h2>
          <p>
            Each petition's results are at <code>{resultsPath('{url}', 'json')}</code> and{' '}
            <code>{resultsPath('{url}', 'csv')}</code> on this site, where <code>{'{url}'}</code> is the end
            of the petition's address, <code>/petitions/{'{url}'}</code>. Anyone may fetch them from any site
            (CORS is open).
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
          <h2 id="updated">How often they change</h2>
          <p>
            The counts are read again at most every {cache.sharedMaxAgeSeconds} seconds, and a browser keeps
            them for {cache.maxAgeSeconds} seconds, so what you download is at most{' '}
            {cache.sharedMaxAgeSeconds + cache.maxAgeSeconds} seconds behind. <code>asOf</code> (
            <code>as_of</code> in the CSV) says when they were read.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="json">
          <h2 id="json">JSON</h2>
          <FieldTable caption="Fields of the JSON" fields={RESULTS_JSON_FIELDS} />
        </section>

        <section className={styles.section} aria-labelledby="csv">
          <h2 id="csv">CSV</h2>
          <p>
            Comma-separated (RFC 4180, lines ending in CRLF), a header line, then one row per district:
            congressional districts of California and Florida, each state's TOTAL, then California's Assembly
            and State Senate districts.
          </p>
          <FieldTable caption="Columns of the CSV" fields={RESULTS_CSV_FIELDS} />
          <figure className={styles.figure} aria-labelledby="csv-example">
            <figcaption id="csv-example">The header and an example row:</figcaption>
            <pre className={styles.example}>
              <code>
                {example.header}
                {'\n'}
                {example.row}
              </code>
            </pre>
          </figure>
        </section>

        <section className={styles.section} aria-labelledby="licence">
          <h2 id="licence">Licence</h2>
          <p>
            The results are dedicated to the public domain under{' '}
            <ExternalLink href={LICENCE_URL}>CC0 1.0 Universal</ExternalLink> ({RESULTS_LICENCE}): you may
            copy, change and publish them, even commercially, without asking and without naming us, though a
            link back is welcome.
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
