import {
  exampleCsv,
  LEGISLATOR_REPORT_CSV_COLUMNS,
  RESULTS_CSV_COLUMNS,
  RESULTS_JSON_FIELDS,
} from '@rv/api/contract';
import { petitions, site } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { LICENCE_URL, OpenData } from './OpenData';

const meta = {
  title: 'Screens/Open Data',
  component: OpenData,
  args: { petitions, cache: site.openData },
  parameters: { route: '/open-data' },
} satisfies Meta<typeof OpenData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    const first = petitions[0];
    if (!first) throw new Error('The catalogue has no petition.');
    // A JSON and a CSV link per petition.
    const links = canvas.getAllByRole('link', { name: 'JSON' });
    await expect(links).toHaveLength(petitions.length);
    await expect(links[0]).toHaveAttribute('href', `/api/results/${first.url}.json`);
    // Every field of the schema and every column, in the tables.
    const json = canvas.getByRole('table', { name: 'Fields of the JSON' });
    await expect(
      within(json)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([...RESULTS_JSON_FIELDS]);
    const csv = canvas.getByRole('table', { name: 'Columns of the CSV' });
    await expect(
      within(csv)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([...RESULTS_CSV_COLUMNS]);
    await expect(canvas.getByRole('figure', { name: 'The header and an example row:' })).toHaveTextContent(
      exampleCsv({ url: first.url, title: first.uiTitle }).row,
    );
    // The members' reports: where they are, an example, their columns, and what is not there yet.
    const reports = canvas.getByRole('region', { name: "Members' reports" });
    await expect(
      within(reports).getByRole('link', { name: '/api/legislators/jimmy-gomez.json' }),
    ).toHaveAttribute('href', '/api/legislators/jimmy-gomez.json');
    await expect(within(reports).getByRole('link', { name: 'members list' })).toHaveAttribute(
      'href',
      '/legislators',
    );
    await expect(reports).toHaveTextContent(LEGISLATOR_REPORT_CSV_COLUMNS.join(','));
    await expect(reports).toHaveTextContent('counts over time in series');
    // The update interval from site.yaml, and the licence.
    await expect(canvas.getByRole('main')).toHaveTextContent(
      `at most ${site.openData.sharedMaxAgeSeconds + site.openData.maxAgeSeconds} seconds behind`,
    );
    await expect(canvas.getByRole('link', { name: /CC0 1.0 Universal/ })).toHaveAttribute(
      'href',
      LICENCE_URL,
    );
  },
};

export const AllStates: Story = { tags: ['screenshot'], ...at('phone') };

export const Desktop: Story = { ...at('desktop') };

// The Spanish page lists the petitions by their Spanish titles and describes each field in Spanish.
export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  args: { petitions: spanishPetitions },
};
