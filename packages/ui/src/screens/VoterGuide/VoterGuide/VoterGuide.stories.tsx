import { voters } from '@rv/api/mocks';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { SEE_WHO_REPRESENTS_YOU, VOTER_GUIDE_TITLE, VoterGuide } from './VoterGuide';

// The election line depends on today; stories pin it.
const NOW = new Date('2026-11-22T12:00:00Z');
// The stance key as the guide shows it (under the table and in the "Stance key" panel).
const STANCE_KEY = [
  ['Sup.', 'Support'],
  ['Opp.', 'Oppose'],
  ['Unc.', 'Unclear/Unstated'],
  ['-', 'Not Yet Compiled'],
  // The voter's own column: the same dash, told apart in words (and by its missing box).
  ['-', 'No stance'],
] as const;
const CA_SENIOR = { state: 'ca', chamber: 'senate', seat: 'SENIOR' } as const;
const CA_24 = { state: 'ca', chamber: 'house', seat: '24' } as const;
const CA_14_VACANT = { state: 'ca', chamber: 'house', seat: '14' } as const;
const FL_20_VACANT = { state: 'fl', chamber: 'house', seat: '20' } as const;

const meta = {
  title: 'Screens/Voter Guide',
  component: VoterGuide,
  args: { voter: null, now: NOW },
  parameters: { route: '/voter-guide' },
} satisfies Meta<typeof VoterGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: VOTER_GUIDE_TITLE })).toBeVisible();
    const state = canvas.getByRole('combobox', { name: 'State' });
    const office = canvas.getByRole('combobox', { name: 'Office' });
    await expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SELECT', 'California', 'Florida']);
    await expect(
      within(office)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SELECT', 'U.S. Senator', 'U.S. Representative']);
    await expect(canvas.queryByRole('combobox', { name: 'Seat' })).toBeNull();
    // Signed out: told to sign in to voice their opinion.
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.queryByRole('button', { name: SEE_WHO_REPRESENTS_YOU })).toBeNull();
  },
};

export const PickersReset: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const state = canvas.getByRole('combobox', { name: 'State' });
    const office = canvas.getByRole('combobox', { name: 'Office' });
    await userEvent.selectOptions(state, 'California');
    await expect(canvas.queryByRole('combobox', { name: 'Seat' })).toBeNull();
    await userEvent.selectOptions(office, 'U.S. Senator');
    const seat = canvas.getByRole('combobox', { name: 'Seat' });
    await expect(
      within(seat)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SELECT', 'Senior Senator', 'Junior Senator']);
    // No legislator until a seat is chosen.
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.selectOptions(seat, 'Senior Senator');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alex Padilla' })).toBeVisible();
    // Changing the office resets the seat to SELECT and hides the legislator.
    await userEvent.selectOptions(office, 'U.S. Representative');
    const houseSeat = canvas.getByRole('combobox', { name: 'Seat' });
    await expect(houseSeat).toHaveValue('');
    await expect(canvas.queryByRole('table')).toBeNull();
    const options = within(houseSeat).getAllByRole('option');
    await expect(options).toHaveLength(53);
    await expect(options[1]).toHaveTextContent('CA-1');
    await expect(options[52]).toHaveTextContent('CA-52');
    await userEvent.selectOptions(houseSeat, 'CA-24');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Salud O. Carbajal' })).toBeVisible();
    // Changing the state resets the seat too, and lists that state's districts.
    await userEvent.selectOptions(state, 'Florida');
    const flSeat = canvas.getByRole('combobox', { name: 'Seat' });
    await expect(flSeat).toHaveValue('');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(flSeat).getAllByRole('option').at(-1)).toHaveTextContent('FL-28');
    // Picking the same office again keeps the seat.
    await userEvent.selectOptions(flSeat, 'FL-14');
    await userEvent.selectOptions(office, 'U.S. Representative');
    await expect(canvas.getByRole('combobox', { name: 'Seat' })).toHaveValue('14');
  },
};

export const SenatorSignedOut: Story = {
  ...at('tablet'),
  args: { defaultSelection: CA_SENIOR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alex Padilla' })).toBeVisible();
    // Both dates of the next election, so the primary is not read as the general.
    await expect(
      canvas.getByText('up for re-election: primary March 7, 2028 · general November 7, 2028'),
    ).toBeVisible();
    await expect(canvas.getByText('Stances as of November 27, 2026.')).toBeVisible();
    await expect(
      canvas.getByText('Stances of other candidates for this seat', { exact: false }),
    ).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Petition', 'Sen.Senator', 'You']);
    // Screen readers hear the full word for the column; everyone sees the key under the table.
    await expect(within(table).getByRole('columnheader', { name: /^Senator/ })).toBeVisible();
    const carbon = within(table).getByRole('row', { name: /Carbon Fee and Dividend/ });
    await expect(
      within(carbon)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Unc.Unclear/Unstated', '-No stance']);
    // Each petition opens in a new tab, with a hint for screen readers.
    const link = within(carbon).getByRole('link', { name: /Carbon Fee and Dividend/ });
    await expect(link).toHaveAttribute('href', '/petitions/carbon-fee-and-dividend');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent('(opens in a new tab)');
    for (const [short, label] of STANCE_KEY) {
      await expect(canvas.getAllByText(short, { selector: 'dt > span' })[0]).toBeVisible();
      await expect(canvas.getByText(label, { selector: 'dd' })).toBeVisible();
    }
    await expect(canvas.getByText(/The "You" column shows your own stance/)).toBeVisible();
  },
};

export const SenatorFarElection: Story = {
  ...at('desktop'),
  args: { defaultSelection: { ...CA_SENIOR, seat: 'JUNIOR' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Adam B. Schiff' })).toBeVisible();
    await expect(canvas.getByText('up for re-election in 2030')).toBeVisible();
  },
};

// Under 425 px the election line is compact.
export const CompactElectionText: Story = {
  ...at('phone'),
  args: { defaultSelection: CA_SENIOR },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('primary Mar 7, 2028 · general Nov 7, 2028')).toBeVisible();
    await expect(
      canvas.getByText('up for re-election: primary March 7, 2028 · general November 7, 2028'),
    ).not.toBeVisible();
  },
};

export const RepresentativeSignedIn: Story = {
  ...at('phone'),
  args: { voter: voters.california, defaultSelection: CA_24 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Rep.');
    const carbon = within(table).getByRole('row', { name: /Carbon Fee and Dividend/ });
    // The legislator sponsors the bill; the voter supports the petition.
    await expect(
      within(carbon)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sup.Support', 'Sup.Support']);
    await userEvent.click(
      within(carbon).getByRole('button', { name: "Salud O. Carbajal's stance on Carbon Fee and Dividend" }),
    );
    const panel = await screen.findByRole('dialog', { name: 'S. Carbajal on Carbon Fee and Dividend' });
    await expect(panel).toHaveTextContent('Representative');
    await expect(panel).toHaveTextContent('Support');
    await expect(panel).toHaveTextContent(
      'Representative Salud O. Carbajal put his name to the Energy Innovation and Carbon Dividend Act of 2023 (H.R. 5744, 118th Congress) (opens in a new tab) as a sponsor on September 27, 2023.',
    );
    await expect(panel).toHaveTextContent('Party and seatDemocrat, CA-24');
    await expect(panel).toHaveTextContent('since September 27, 2023 · checked January 15, 2025');
    await expect(
      within(panel).getByRole('link', { name: 'H.R. 5744 on congress.gov (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.congress.gov/bill/118th-congress/house-bill/5744');
    await expect(
      within(panel).getByRole('link', { name: /Energy Innovation and Carbon Dividend Act/ }),
    ).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RepresentativeDesktop: Story = {
  ...at('desktop'),
  args: { voter: voters.california, defaultSelection: CA_24 },
};

export const StanceKey: Story = {
  ...at('phone'),
  args: { defaultSelection: CA_24 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stance key' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Stance key' });
    for (const [short, label] of STANCE_KEY) {
      await expect(within(panel).getAllByText(short, { selector: 'dt > span' })[0]).toBeVisible();
      await expect(within(panel).getByText(label, { selector: 'dd' })).toBeVisible();
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const StanceKeyDesktop: Story = {
  ...at('desktop'),
  args: { defaultSelection: CA_24, defaultPanel: 'STANCE_KEY' },
};

export const ElectionReminder: Story = {
  ...at('phone'),
  args: { defaultSelection: CA_24 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get an election reminder' }));
    const panel = await screen.findByRole('dialog', { name: 'Election reminder' });
    await expect(panel).toHaveTextContent(
      'the primary on March 7, 2028 and the general election on November 7, 2028 for CA-24',
    );
    await expect(within(panel).getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    );
    await expect(within(panel).getByRole('link', { name: 'info@registeredvoice.example.org' })).toBeVisible();
  },
};

// The e-mail link's subject names the seat; "Senior Senator" has a space, which a mailto: URL
// must carry encoded (RFC 6068), or mail programs cut the subject at it.
export const ElectionReminderSenate: Story = {
  ...at('phone'),
  args: { defaultSelection: CA_SENIOR, defaultPanel: 'ELECTION_REMINDER' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Election reminder' });
    const href =
      within(panel).getByRole('link', { name: 'info@registeredvoice.example.org' }).getAttribute('href') ??
      '';
    await expect(href).not.toMatch(/\s/);
    await expect(new URL(href).searchParams.get('subject')).toBe('Election reminder Senior Senator');
  },
};

export const VacantSeatWithSpecialElection: Story = {
  ...at('phone'),
  args: { defaultSelection: CA_14_VACANT, now: new Date('2026-08-01T12:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vacant Seat' })).toBeVisible();
    await expect(
      canvas.getByText(
        'This seat is vacant. A special election on August 18, 2026 will decide the next representative.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

// After its date the special election was held; until a volunteer records the winner the seat
// says so, never "will decide" (no content edit, no deploy).
export const VacantSeatAfterItsSpecialElection: Story = {
  ...at('phone'),
  args: { defaultSelection: CA_14_VACANT },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'This seat is vacant. A special election was held on August 18, 2026; its result is not recorded here yet.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/will decide/)).toBeNull();
  },
};

export const VacantSeatNoDate: Story = { ...at('desktop'), args: { defaultSelection: FL_20_VACANT } };

export const YourRepresentativesFloridaDesktop: Story = {
  ...at('desktop'),
  args: { voter: voters.florida, defaultPanel: 'YOUR_REPS' },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Nothing selected, signed out', node: <VoterGuide {...args} /> },
        {
          name: 'Seat picker',
          node: <VoterGuide {...args} defaultSelection={{ ...CA_SENIOR, seat: null }} />,
        },
        { name: 'Senator', node: <VoterGuide {...args} defaultSelection={CA_SENIOR} /> },
        {
          name: 'Representative, signed in',
          node: <VoterGuide {...args} voter={voters.california} defaultSelection={CA_24} />,
        },
        { name: 'Vacant seat', node: <VoterGuide {...args} defaultSelection={CA_14_VACANT} /> },
      ]}
    />
  ),
};

/** The same states in Spanish, with the petitions' Spanish titles (@rv/catalogue/es). */
export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  args: { petitions: spanishPetitions },
};
