import { petitions } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import type { ResultsFetch } from '../Results/FetchStatus';
import type { ConstituencyVoices } from './ConstituencyCounts';
import { LegislatorPage } from './LegislatorPage';
import { rowAt } from './storyRows';

// Seats as the content stands on this day: CA-14's special election has been held, no winner yet.
const NOW = new Date('2026-11-22T12:00:00Z');
const AS_OF = '2026-11-20T17:04:00.000Z';
const [carbonFee, permanentDst] = ['carbon-fee-and-dividend', 'permanent-dst'];

const counted = (carbon: ConstituencyVoices[string]['count'], dst: ConstituencyVoices[string]['count']) =>
  ({
    status: 'READY',
    data: { [carbonFee]: { count: carbon, asOf: AS_OF }, [permanentDst]: { count: dst, asOf: AS_OF } },
  }) as const satisfies ResultsFetch<ConstituencyVoices>;

const meta = {
  title: 'Screens/Legislator Page',
  component: LegislatorPage,
  args: {
    row: rowAt('jared-huffman', NOW),
    petitions,
    voices: counted({ YES: 1234, NO: 56 }, { YES: 12, NO: 0 }),
    onRetry: fn(),
    now: NOW,
  },
  parameters: { route: '/legislators/jared-huffman' },
} satisfies Meta<typeof LegislatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A representative who supports one petition and whose stance on the other is not yet compiled. */
export const RepresentativeSupportAndNotYetCompiled: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jared Huffman' })).toBeVisible();
    await expect(canvas.getByText('Democrat, CA-2')).toBeVisible();
    await expect(canvas.getByText('January 3, 2013')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /huffman\.house\.gov/ })).toHaveAttribute(
      'href',
      'https://huffman.house.gov',
    );
    await expect(canvas.getByRole('link', { name: '202-225-5161' })).toHaveAttribute(
      'href',
      'tel:+1-202-225-5161',
    );
    await expect(canvas.getByText(/unitedstates\/congress-legislators/)).toBeVisible();
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getByText('Support', { selector: 'dd > span' })).toBeVisible();
    await expect(carbon.getByRole('heading', { name: 'Verified voters of CA-2' })).toBeVisible();
    // Each count with its share of the district's stances.
    await expect(carbon.getByText('1,234 (96%)')).toBeVisible();
    await expect(carbon.getByText('56 (4%)')).toBeVisible();
    // 1,290 voices, above site.yaml's 100: the agreement is said, with how the counts work.
    await expect(
      carbon.getByText("Jared Huffman's recorded stance agrees with most of these voters."),
    ).toBeVisible();
    // Past site.yaml's 100 voices, and no request recorded yet (content/responses/).
    await expect(
      carbon.getByText(
        '1,290 verified constituents have spoken on this petition. That is enough for a statement to be requested from Jared Huffman.',
      ),
    ).toBeVisible();
    await expect(carbon.getByRole('link', { name: 'How the counts work' })).toHaveAttribute(
      'href',
      '/about/what-happens-to-your-stance',
    );
    // The stance panel does not link the member to the page they are on.
    await expect(carbon.queryByRole('link', { name: 'Jared Huffman' })).toBeNull();
    await expect(carbon.getByRole('link', { name: 'All results for this petition' })).toHaveAttribute(
      'href',
      '/petitions/carbon-fee-and-dividend/stances/ca',
    );
    const dst = within(canvas.getByRole('region', { name: 'Permanent Daylight Saving Time' }));
    await expect(dst.getByText('Not Yet Compiled', { selector: 'dd > span' })).toBeVisible();
    await expect(
      dst.getByText(/Nobody has compiled the stance of Representative Jared Huffman/),
    ).toBeVisible();
    // No agreement for a stance not yet compiled (and 12 voices are too few anyway).
    await expect(dst.queryByText(/recorded stance (agrees|differs)/)).toBeNull();
  },
};

export const RepresentativeInSpanish: Story = {
  ...RepresentativeSupportAndNotYetCompiled,
  name: 'Representative (Español)',
  args: { petitions: spanishPetitions },
  globals: { ...RepresentativeSupportAndNotYetCompiled.globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jared Huffman' })).toBeVisible();
    await expect(canvas.getByText('En el cargo desde')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Votantes verificados de CA-2' })).toHaveLength(2);
    // The stance explained in Spanish, as the Spanish site explains it.
    await expect(
      canvas.getByText(/Todavía nadie ha recopilado qué postura tiene el representante Jared Huffman/),
    ).toBeVisible();
    await expect(canvas.queryByText(/Nobody has compiled/)).toBeNull();
  },
};

/** A representative who opposes a petition, on a wide screen. */
export const RepresentativeOppose: Story = {
  ...at('desktop'),
  args: { row: rowAt('kevin-kiley', NOW) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kevin Kiley' })).toBeVisible();
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getByText('Oppose', { selector: 'dd > span' })).toBeVisible();
    await expect(
      carbon.getByText("Kevin Kiley's recorded stance differs from most of these voters."),
    ).toBeVisible();
  },
};

/** As many voices on each side: divided, neither agreeing nor differing. */
export const EvenlyDivided: Story = {
  ...at('phone'),
  args: { voices: counted({ YES: 150, NO: 150 }, { YES: 12, NO: 0 }) },
  play: async ({ canvas }) => {
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getAllByText('150 (50%)')).toHaveLength(2);
    await expect(carbon.getByText('These voters are evenly divided.')).toBeVisible();
  },
};

/** Fewer voices than site.yaml's minimum (100): the counts and shares, no agreement. */
export const TooFewVoicesForAgreement: Story = {
  ...at('phone'),
  args: { voices: counted({ YES: 60, NO: 39 }, { YES: 12, NO: 0 }) },
  play: async ({ canvas }) => {
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getByText('60 (61%)')).toBeVisible();
    await expect(carbon.queryByText(/recorded stance (agrees|differs)|evenly divided/)).toBeNull();
  },
};

/** A senator: the constituency is the whole state; one stance Unclear. */
export const SenatorUnclear: Story = {
  ...at('phone'),
  args: { row: rowAt('adam-schiff', NOW), voices: counted({ YES: 20500, NO: 3100 }, { YES: 0, NO: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Democrat, Junior Senator, California')).toBeVisible();
    await expect(canvas.getByText('Next primary')).toBeVisible();
    await expect(canvas.getByText('June 4, 2030')).toBeVisible();
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getByText('Unclear/Unstated', { selector: 'dd > span' })).toBeVisible();
    await expect(carbon.getByRole('heading', { name: 'Verified voters of California' })).toBeVisible();
    await expect(carbon.getByText('20,500 (87%)')).toBeVisible();
    // An Unclear stance neither agrees nor differs.
    await expect(carbon.queryByText(/recorded stance (agrees|differs)/)).toBeNull();
    // No stance yet from the state's voters on the other petition.
    const dst = within(canvas.getByRole('region', { name: 'Permanent Daylight Saving Time' }));
    await expect(
      dst.getByText('No verified voter of California has taken a stance on this petition yet.'),
    ).toBeVisible();
  },
};

/** Counts from 1 to 9 are published as null: they read "fewer than 10". */
export const FewerThanTen: Story = {
  ...at('phone'),
  args: { voices: counted({ YES: 14, NO: null }, { YES: null, NO: 0 }) },
  play: async ({ canvas }) => {
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    // A hidden count leaves the whole unknown: no share.
    await expect(carbon.getByText('14')).toBeVisible();
    await expect(carbon.getByText('fewer than 10')).toBeVisible();
    const dst = within(canvas.getByRole('region', { name: 'Permanent Daylight Saving Time' }));
    await expect(dst.getByText('fewer than 10')).toBeVisible();
    await expect(dst.queryByText(/has taken a stance on this petition yet/)).toBeNull();
  },
};

/** No results published yet for the seat: each petition says no one has spoken. */
export const NoDataYet: Story = {
  ...at('phone'),
  args: { voices: { status: 'READY', data: {} } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByText('No verified voter of CA-2 has taken a stance on this petition yet.'),
    ).toHaveLength(2);
  },
};

export const CountsLoading: Story = {
  ...at('phone'),
  args: { voices: { status: 'LOADING' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching results...');
    // The recorded stances show while the counts are read.
    await expect(canvas.getAllByText('Recorded').length).toBeGreaterThan(0);
  },
};

export const CountsFailed: Story = {
  ...at('phone'),
  args: { voices: { status: 'ERROR' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The results could not be fetched.');
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A vacant House seat: its special election, and its voters' counts with no stance beside them. */
export const VacantSeat: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: { row: rowAt('ca-14', NOW) },
  parameters: { route: '/legislators/ca-14' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'CA-14: Vacant Seat' })).toBeVisible();
    await expect(
      canvas.getByText(/This seat is vacant\. A special election was held on August 18, 2026/),
    ).toBeVisible();
    await expect(canvas.queryByText('Stance')).toBeNull();
    await expect(canvas.queryByText(/representative's recorded stance/)).toBeNull();
    await expect(canvas.getAllByRole('heading', { name: 'Verified voters of CA-14' })).toHaveLength(2);
  },
};

/**
 * The results on the 2025 map while this representative was elected on the 2021 one: the count
 * at CA-2 is not their constituency's, so none is shown (docs/decisions/0073-results-on-the-plan-they-count.md).
 */
export const CountsOnAnotherMap: Story = {
  ...at('phone'),
  args: {
    voices: {
      status: 'READY',
      data: {
        [carbonFee]: { count: { YES: 1234, NO: 56 }, asOf: AS_OF, otherMap: 2026 },
        [permanentDst]: { count: { YES: 12, NO: 0 }, asOf: AS_OF, otherMap: 2026 },
      },
    },
  },
  play: async ({ canvas }) => {
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(
      carbon.getByText(/The voter list is on the district map first used in the 2026 elections/),
    ).toBeVisible();
    await expect(carbon.queryByText(/1,234/)).toBeNull();
    await expect(carbon.queryByText(/recorded stance (agrees|differs)/)).toBeNull();
  },
};

// CA-2 on the carbon fee over five weeks: hidden at first (fewer than 10 against), a rise after a
// hearing, then a few more against.
const SERIES = [
  { day: '2026-10-15', YES: 40, NO: null },
  { day: '2026-10-22', YES: 180, NO: 12 },
  { day: '2026-11-02', YES: 720, NO: 30 },
  { day: '2026-11-12', YES: 1100, NO: 41 },
  { day: '2026-11-20', YES: 1234, NO: 56 },
] as const;
const withSeries = {
  status: 'READY',
  data: {
    [carbonFee]: { count: { YES: 1234, NO: 56 }, asOf: AS_OF, series: SERIES },
    [permanentDst]: {
      count: { YES: 12, NO: 0 },
      asOf: AS_OF,
      series: [{ day: '2026-11-20', YES: 12, NO: 0 }],
    },
  },
} as const satisfies ResultsFetch<ConstituencyVoices>;

/**
 * Counts over time (docs/decisions/0088-counts-over-time.md): a step chart, read out as one
 * sentence, with the same figures in a table; a single day draws no chart.
 */
export const CountsOverTime: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: { voices: withSeries },
  play: async ({ canvas, userEvent }) => {
    const carbon = within(canvas.getByRole('region', { name: 'Carbon Fee and Dividend' }));
    await expect(carbon.getByRole('figure', { name: 'Counts over time' })).toBeVisible();
    await expect(
      carbon.getByRole('img', {
        name: 'From Oct 15, 2026 to Nov 20, 2026: Support 40 to 1,234, Oppose fewer than 10 to 56.',
      }),
    ).toBeVisible();
    await userEvent.click(carbon.getByText('The counts by day, as a table'));
    const rows = within(carbon.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent('Oct 15, 202640fewer than 10');
    await expect(rows[5]).toHaveTextContent('Nov 20, 20261,23456');
    const dst = within(canvas.getByRole('region', { name: 'Permanent Daylight Saving Time' }));
    await expect(dst.queryByRole('figure')).toBeNull();
  },
};

export const CountsOverTimeInSpanish: Story = {
  ...CountsOverTime,
  ...at('desktop'),
  name: 'Counts over time (Español)',
  args: { voices: withSeries, petitions: spanishPetitions },
  globals: { ...at('desktop').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Recuentos a lo largo del tiempo' })).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: /^Del 15 oct 2026 al 20 nov 2026: a favor, de 40 a 1,234; en contra, de menos de 10 a 56/,
      }),
    ).toBeVisible();
  },
};
