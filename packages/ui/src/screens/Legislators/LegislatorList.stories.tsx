import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { californiaVoter } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { LegislatorList } from './LegislatorList';

// Seats as the content stands on this day (CA-14 and FL-20 vacant).
const NOW = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Screens/Legislator List',
  component: LegislatorList,
  args: { now: NOW },
  parameters: { route: '/legislators' },
} satisfies Meta<typeof LegislatorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of each row of a region of the list ("Senior SenatorAlex Padilla, Democrat"). */
function rowsOf(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** Every seat of both states, senators first, then districts in order; vacant seats included. */
export const EverySeat: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members of Congress' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('84 seats shown');
    // Signed out: no group of one's own, and no stances until a petition is chosen.
    await expect(canvas.queryByRole('region', { name: 'Your representatives' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Stance' })).toBeNull();
    await expect(canvas.queryByText(/^Stance:/)).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Seat');
    const california = within(canvas.getByRole('region', { name: 'California' }));
    const items = california.getAllByRole('listitem');
    await expect(items).toHaveLength(54);
    await expect(items[0]).toHaveTextContent('Senior SenatorAlex Padilla, Democrat');
    await expect(items[2]).toHaveTextContent(/^CA-1James Gallagher/);
    await expect(california.getByRole('link', { name: 'Jimmy Gomez' })).toHaveAttribute(
      'href',
      '/legislators/jimmy-gomez',
    );
    const vacant = items[15];
    await expect(vacant).toHaveTextContent('CA-14Vacant Seat');
    await expect(within(vacant as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/legislators/ca-14',
    );
  },
};

/** Filtered to Florida's House: 28 districts, FL-20 vacant, no senators. */
export const FloridaHouse: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Florida');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Chamber' }),
      'House of Representatives',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('28 seats shown');
    await expect(canvas.queryByRole('region', { name: 'California' })).toBeNull();
    await expect(canvas.queryByText('Senior Senator')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Vacant Seat' })).toHaveAttribute(
      'href',
      '/legislators/fl-20',
    );
  },
};

/**
 * The members who Support Carbon Fee and Dividend, chosen with the pickers: each row says the
 * stance in words; vacant seats and the other stances are hidden.
 */
export const SupportOnAPetition: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas, userEvent }) => {
    const petition = canvas.getByRole('group', { name: 'Recorded stance on a petition' });
    await userEvent.selectOptions(
      within(petition).getByRole('combobox', { name: 'Petition' }),
      'Carbon Fee and Dividend',
    );
    // A petition alone shows every member's stance on it, without the vacant seats.
    await expect(canvas.getByRole('status')).toHaveTextContent('82 seats shown');
    await expect(canvas.queryByRole('link', { name: 'Vacant Seat' })).toBeNull();
    await expect(rowsOf(canvas.getByRole('region', { name: 'California' }))[0]).toBe(
      'Senior SenatorAlex Padilla, DemocratStance: Unclear/Unstated',
    );
    await expect(canvas.getByText(/^Stances as of /)).toBeVisible();
    await userEvent.selectOptions(within(petition).getByRole('combobox', { name: 'Stance' }), 'Support');
    await expect(canvas.getByRole('status')).toHaveTextContent('10 seats shown');
    await expect(canvas.queryByRole('region', { name: 'Florida' })).toBeNull();
    const california = rowsOf(canvas.getByRole('region', { name: 'California' }));
    await expect(california).toHaveLength(10);
    await expect(california[0]).toBe('CA-2Jared Huffman, DemocratStance: Support');
    await expect(california.every((row) => row.endsWith('Stance: Support'))).toBe(true);
  },
};

/** A stance no member in the chosen seats holds: a clear message and a way back to every seat. */
export const StanceWithNoMember: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  parameters: { route: '/legislators?state=fl&petition=carbon-fee-and-dividend&stance=SUPPORT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 seats shown');
    await expect(
      canvas.getByText(
        'No member of Congress in this list has the recorded stance "Support" on Carbon Fee and Dividend.',
      ),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** From no member, "Show every seat" clears the filters and keeps the order. */
export const ShowEverySeatFromNone: Story = {
  ...at('phone'),
  parameters: {
    route: '/legislators?state=fl&chamber=senate&petition=permanent-dst&stance=OPPOSE&sort=name',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 seats shown');
    await userEvent.click(canvas.getByRole('link', { name: 'Show every seat' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('84 seats shown');
    await expect(canvas.getByRole('combobox', { name: 'Petition' })).toHaveDisplayValue('Choose a petition');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Last name');
  },
};

/** By last name within each state, vacant seats last; wide. */
export const FloridaByName: Story = {
  tags: ['screenshot'],
  ...at('desktop'),
  parameters: { route: '/legislators?state=fl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Last name');
    const florida = rowsOf(canvas.getByRole('region', { name: 'Florida' }));
    await expect(florida).toHaveLength(30);
    await expect(florida.slice(0, 3)).toEqual([
      'FL-4Aaron Bean, Republican',
      'FL-12Gus M. Bilirakis, Republican',
      'FL-16Vern Buchanan, Republican',
    ]);
    await expect(florida.at(-1)).toBe('FL-20Vacant Seat');
  },
};

/** Signed in: Maria's senators and her representative (CA-7) first, in a group of their own. */
export const SignedIn: Story = {
  tags: ['screenshot'],
  ...at('desktop'),
  args: { voter: californiaVoter },
  play: async ({ canvas }) => {
    const yours = canvas.getByRole('region', { name: 'Your representatives' });
    await expect(rowsOf(yours)).toEqual([
      'Senior SenatorAlex Padilla, Democrat',
      'Junior SenatorAdam B. Schiff, Democrat',
      'CA-7Doris O. Matsui, Democrat',
    ]);
    // Each seat once: California's list goes on without them; the count is every seat.
    const california = rowsOf(canvas.getByRole('region', { name: 'California' }));
    await expect(california).toHaveLength(51);
    await expect(california[0]).toMatch(/^CA-1James Gallagher/);
    await expect(california.some((row) => row.startsWith('CA-7'))).toBe(false);
    await expect(canvas.getByRole('status')).toHaveTextContent('84 seats shown');
  },
};

/** Signed in, filtered: the voter's own members are filtered like the rest. */
export const SignedInWithAStance: Story = {
  ...at('phone'),
  args: { voter: californiaVoter },
  parameters: { route: '/legislators?petition=carbon-fee-and-dividend&stance=UNCLEAR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 seats shown');
    await expect(rowsOf(canvas.getByRole('region', { name: 'Your representatives' }))).toEqual([
      'Senior SenatorAlex Padilla, DemocratStance: Unclear/Unstated',
      'Junior SenatorAdam B. Schiff, DemocratStance: Unclear/Unstated',
    ]);
    await expect(canvas.queryByRole('region', { name: 'California' })).toBeNull();
  },
};

/**
 * A voter registered on the new map (CA-34 from 2027) before its members take office: their
 * senators only, and why no representative is called theirs.
 */
export const SignedInOnANewMap: Story = {
  ...at('phone'),
  args: { voter: { ...californiaVoter, district: '34', districtPlan: 'ca-legislature-2025' } },
  play: async ({ canvas }) => {
    const yours = canvas.getByRole('region', { name: 'Your representatives' });
    await expect(rowsOf(yours)).toEqual([
      'Senior SenatorAlex Padilla, Democrat',
      'Junior SenatorAdam B. Schiff, Democrat',
    ]);
    await expect(within(yours).getByTestId('district-plan-notice')).toHaveTextContent(
      /no representative is shown as yours/,
    );
    await expect(rowsOf(canvas.getByRole('region', { name: 'California' }))).toHaveLength(52);
  },
};

/** An address with values the list does not have shows the whole list in seat order. */
export const UnknownValuesInTheAddress: Story = {
  ...at('phone'),
  parameters: {
    route: '/legislators?state=tx&chamber=assembly&petition=no-such-petition&stance=SUPPORT&sort=age',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('84 seats shown');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Both states');
    await expect(canvas.getByRole('combobox', { name: 'Petition' })).toHaveDisplayValue('Choose a petition');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Seat');
    await expect(canvas.queryByRole('combobox', { name: 'Stance' })).toBeNull();
  },
};

export const SenateInSpanish: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  name: 'Senate (Español)',
  parameters: { route: '/legislators?chamber=senate' },
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Miembros del Congreso' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Se muestran 4 escaños');
  },
};

export const SupportInSpanish: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  name: 'Support on a petition (Español)',
  parameters: { route: '/legislators?state=ca&petition=permanent-dst&stance=SUPPORT&sort=name' },
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Se muestran 3 escaños');
    await expect(rowsOf(canvas.getByRole('region', { name: 'California' }))).toEqual([
      'CA-23Jay Obernolte, RepublicanoPostura: Apoya',
      'Senador de mayor antigüedadAlex Padilla, DemócrataPostura: Apoya',
      'CA-22David G. Valadao, RepublicanoPostura: Apoya',
    ]);
  },
};
