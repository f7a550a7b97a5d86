import { results as resultFixtures } from '@rv/api/mocks';
import { petitions, tileLayoutOf } from '@rv/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { DistrictMap } from './DistrictMap';
import { federalResultsModel } from './model';
import { FederalResults } from './Results';

const national = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!national) throw new Error('The catalogue needs a national petition for these stories.');
const model = federalResultsModel(national);
const counts = resultFixtures.carbonFee;
const [california, florida] = model.states;
if (!california || !florida) throw new Error('Expected California and Florida in the results model.');
const fmt = (n: number) => new Intl.NumberFormat(undefined).format(n);
const NOW = new Date('2026-11-22T12:00:00Z');

const ca34 = california.districts.find((row) => row.district === 34);
const vacantRow = california.districts.find((row) => row.vacant);
if (!ca34 || ca34.vacant || !ca34.member || !vacantRow)
  throw new Error('Expected CA-34 held and a vacant California seat.');
const VERB = { SUPPORT: ' supports', OPPOSE: ' opposes', UNCLEAR: "'s stance is unclear" } as const;
const ca34Member = ca34.member;
const caTiles = tileLayoutOf('ca', california.plan.id).grid.tiles;
const flTiles = tileLayoutOf('fl', florida.plan.id).grid.tiles;
const ca34Count = { YES: counts.ca['34']?.YES ?? -1, NO: counts.ca['34']?.NO ?? -1 };
const ca34Name = `CA-34: ${fmt(ca34Count.YES)} support, ${fmt(ca34Count.NO)} oppose, Rep. ${ca34Member.fullName}${
  ca34Member.stance === 'NOT_RESEARCHED' ? "'s stance is not yet compiled" : VERB[ca34Member.stance]
}`;

const meta = {
  title: 'Screens/Results/District map',
  component: FederalResults,
  args: { model, results: { status: 'READY', data: counts }, onRetry: fn(), now: NOW, defaultState: 'ca' },
  parameters: { route: `/petitions/${national.url}` },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FederalResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const tilesOf = (canvas: HTMLElement, stateName: string) =>
  within(within(canvas).getByRole('group', { name: new RegExp(`^${stateName}'s`) })).getAllByRole('button');

// Beside the national table: both states, every district once, named in words.
export const BothStates: Story = {
  ...at('desktop'),
  args: { defaultState: null },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Map of the districts' })).toBeVisible();
    await expect(tilesOf(canvasElement, 'California')).toHaveLength(caTiles.length);
    await expect(tilesOf(canvasElement, 'Florida')).toHaveLength(flTiles.length);
    await expect(canvas.getByRole('button', { name: ca34Name })).toBeVisible();
    for (const band of [
      'under 20%',
      '20–40%',
      '40–60%',
      '60–80%',
      'over 80%',
      'no stances yet, or too few to shade',
      'vacant seat',
    ]) {
      await expect(canvas.getByText(band)).toBeVisible();
    }
    // Only a signed-in voter has a district to outline.
    await expect(canvas.queryByText('your district')).toBeNull();
  },
};

// A signed-in voter of CA-34: outlined on the map, first in the table.
export const YourDistrictHighlighted: Story = {
  ...at('desktop'),
  args: { yourDistrict: { state: 'ca', district: 34 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `${ca34Name}, your district` })).toBeVisible();
    await expect(canvas.getByText('your district')).toBeVisible();
    const body = canvas.getAllByRole('rowgroup')[1] as HTMLElement;
    const [first, second] = within(body).getAllByRole('row');
    await expect(first).toHaveTextContent(/^CA-34Your district/);
    await expect(second).toHaveTextContent(/^CA-1/);
    await expect(within(body).getAllByRole('row')).toHaveLength(california.districts.length);
  },
};

export const VacantTiles: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: new RegExp(`^${vacantRow.label}: .*, vacant seat$`) });
    await userEvent.click(tile);
    const panel = await screen.findByRole('dialog', { name: vacantRow.label });
    await expect(panel).toHaveTextContent('This seat is vacant.');
  },
};

export const ZeroVotes: Story = {
  ...at('desktop'),
  args: { defaultState: null, results: { status: 'READY', data: resultFixtures.empty } },
  play: async ({ canvasElement }) => {
    for (const tile of [...tilesOf(canvasElement, 'California'), ...tilesOf(canvasElement, 'Florida')]) {
      await expect(tile.getAttribute('aria-label')).toMatch(/^(CA|FL)-\d+: 0 support, 0 oppose, /);
    }
  },
};

// Choosing a tile with the pointer: the district's counts, its representative, the stance's source.
export const ChosenTile: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: ca34Name });
    await userEvent.click(tile);
    const panel = await screen.findByRole('dialog', { name: 'CA-34' });
    await expect(panel).toHaveTextContent(
      `Voters of CA-34: ${fmt(ca34Count.YES)} support, ${fmt(ca34Count.NO)} oppose.`,
    );
    await expect(panel).toHaveTextContent(`Representative${ca34Member.fullName}`);
    await expect(panel).toHaveTextContent('Stance');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(tile).toHaveFocus();
  },
};

// The keyboard alone: Tab reaches the tiles, arrows move by geography, Enter opens, Escape returns.
export const KeyboardUse: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: /^CA-1: / });
    const [column, row] = caTiles[0] ?? [0, 0];
    const below = caTiles.findIndex(([c, r]) => c === column && r === row + 1) + 1;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('button', { name: new RegExp(`^CA-${below}: `) });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^CA-2: / })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'CA-2' })).toHaveTextContent('Voters of CA-2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^CA-2: / })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await screen.findByRole('dialog', { name: 'CA-2' })).toBeVisible();
  },
};

// 320 px wide (16 px page margins, so 288 px for the map): nothing scrolls sideways and every
// tile is at least 24 px (WCAG 2.5.8).
export const Narrow320: Story = {
  ...at('phone'),
  render: (args) => (
    <div data-testid="narrow" style={{ width: 288 }}>
      <DistrictMap
        petition={model.petition}
        states={model.states}
        counts={counts}
        yourDistrict={{ state: 'fl', district: 27 }}
        now={args.now}
      />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const narrow = canvas.getByTestId('narrow');
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(288);
    for (const tile of [...tilesOf(canvasElement, 'California'), ...tilesOf(canvasElement, 'Florida')]) {
      const { width, height, right } = tile.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
      await expect(right).toBeLessThanOrEqual(narrow.getBoundingClientRect().right + 0.5);
    }
  },
};

// No map while the counts load or when they failed: only the table's own states.
export const LoadingAndError: Story = {
  ...at('phone'),
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FederalResults {...args} results={{ status: 'LOADING' }} />
      <FederalResults {...args} results={{ status: 'ERROR' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The results could not be fetched.');
    await expect(canvas.queryByRole('heading', { name: 'Map of the districts' })).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FederalResults {...args} defaultState={null} yourDistrict={{ state: 'fl', district: 27 }} />
      <FederalResults {...args} results={{ status: 'READY', data: resultFixtures.empty }} />
    </div>
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  // at() sets the viewport global: the Spanish twin keeps it.
  globals: { ...AllStates.globals, locale: 'es' },
};

// Each plan on its own layout: California's 41st is in Los Angeles County on the 2025 map, in
// the Inland Empire on the 2021 one (content/districts/tile-map.yaml).
const AFTER = new Date('2027-01-05T12:00:00Z');
const tileOf41 = (canvas: HTMLElement) =>
  within(canvas)
    .getByRole('button', { name: /^CA-41: / })
    .getAttribute('transform');
const cellOf = (planId: string, district: number) => {
  const [column, row] = tileLayoutOf('ca', planId).grid.tiles[district - 1] ?? [-1, -1];
  return `translate(${column * 40} ${row * 40})`;
};

export const EachMapOnItsOwnLayout: Story = {
  ...at('desktop'),
  args: {
    results: { status: 'READY', data: resultFixtures.onNewPlan },
    now: AFTER,
    model: federalResultsModel(national, AFTER),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(tileOf41(canvasElement)).toBe(cellOf('ca-legislature-2025', 41));
    await expect(cellOf('ca-legislature-2025', 41)).not.toBe(cellOf('ca-commission-2021', 41));
    const labels = canvas.getAllByText(/Districts of the map first used in the 2026 elections, on which/);
    // The table's caption and the map's state name both say it.
    await expect(labels).toHaveLength(2);
  },
};

export const EachMapOnItsOwnLayoutBefore: Story = {
  ...at('desktop'),
  args: { now: NOW, model: federalResultsModel(national, NOW) },
  play: async ({ canvasElement }) => {
    await expect(tileOf41(canvasElement)).toBe(cellOf('ca-commission-2021', 41));
  },
};
