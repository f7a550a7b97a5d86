import { petitions } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { OfficeReport } from './OfficeReport';
import { rowAt } from './storyRows';

const NOW = new Date('2026-11-22T12:00:00Z');
const AS_OF = '2026-11-20T17:04:00.000Z';
const ORIGIN = 'https://registeredvoice.example.org';

const meta = {
  title: 'Screens/Legislator Page/Office report',
  component: OfficeReport,
  args: {
    row: rowAt('jared-huffman', NOW),
    petitions,
    voices: {
      status: 'READY',
      data: {
        'carbon-fee-and-dividend': { count: { YES: 1234, NO: 56 }, asOf: AS_OF },
        'permanent-dst': { count: { YES: 12, NO: null }, asOf: AS_OF },
      },
    },
    onRetry: fn(),
    origin: ORIGIN,
    voterListDates: { ca: '2026-10-15', fl: '2026-11-01' },
    now: NOW,
  },
  parameters: { route: '/legislators/jared-huffman/report' },
} satisfies Meta<typeof OfficeReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A representative's report: stance, counts with shares, the method and the open data, dated. */
export const Representative: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Verified voters of CA-2: a report for the office of Jared Huffman',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Prepared on November 22, 2026 by Registered Voice.')).toBeVisible();
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getByText('Recorded stance of Jared Huffman: Support.')).toBeVisible();
    await expect(
      carbon.getByText(
        'Verified voters of CA-2: Support 1,234 (96%), Oppose 56 (4%). Counted November 20, 2026.',
      ),
    ).toBeVisible();
    await expect(
      carbon.getByText("Jared Huffman's recorded stance agrees with most of these voters."),
    ).toBeVisible();
    await expect(
      carbon.getByText(`Open data: ${ORIGIN}/api/results/carbon-fee-and-dividend.csv`),
    ).toBeVisible();
    // A hidden count: no share.
    const dst = within(canvas.getByRole('region', { name: 'Permanent Daylight Saving Time' }));
    await expect(
      dst.getByText('Verified voters of CA-2: Support 12, Oppose fewer than 10. Counted November 20, 2026.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How these voters are verified' })).toBeVisible();
    await expect(canvas.getByText(/California's voter list as of October 15, 2026/)).toBeVisible();
    await expect(
      canvas.getByText(`Online, with every petition's text: ${ORIGIN}/legislators/jared-huffman`),
    ).toBeVisible();
    // The member's own report, every petition and day in one file.
    await expect(
      canvas.getByText(
        `This report's figures, with each day's counts, as open data: ${ORIGIN}/api/legislators/jared-huffman.csv`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  },
};

export const RepresentativeWide: Story = { ...Representative, ...at('desktop'), tags: ['screenshot'] };

export const RepresentativeInSpanish: Story = {
  name: 'Representative (Español)',
  args: { petitions: spanishPetitions },
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Imprimir o guardar como PDF' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Cómo se verifica a estos votantes' })).toBeVisible();
  },
};

/** A vacant seat's report: its voters only. */
export const VacantSeat: Story = {
  ...at('phone'),
  args: { row: rowAt('ca-14', NOW) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verified voters of CA-14' })).toBeVisible();
    await expect(canvas.queryByText(/Recorded stance of/)).toBeNull();
    // A vacant seat has no member's report; each petition's open data is still linked.
    await expect(canvas.queryByText(/as open data/)).toBeNull();
  },
};

export const CountsLoading: Story = {
  ...at('phone'),
  args: { voices: { status: 'LOADING' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching results...');
  },
};
