import { voters } from '@rv/api/mocks';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { SEE_WHO_REPRESENTS_YOU, VoterGuide } from './VoterGuide';

// The guide of a signed-in voter: it opens on their own district, and "See who represents you."
// shows their seats. The election line depends on today; stories pin it.
const NOW = new Date('2026-11-22T12:00:00Z');
/** James, moved to FL-20, whose representative resigned (content/seats/fl.yaml). */
const FL_20_VOTER = { ...voters.florida, district: '20' };
/**
 * Maria on a 2026 California voter file: her district is CA-34 of the Legislature's 2025 map
 * (content/districts/plans.yaml), whose members take office on 2027-01-03. Before that day the
 * member for CA-34 (of the commission's 2021 map) is not hers.
 */
const NEW_MAP_VOTER = { ...voters.california, district: '34', districtPlan: 'ca-legislature-2025' };
/** Her record still on the commission's map after the new members took office (file not yet re-imported). */
const OLD_MAP_VOTER = { ...voters.california, district: '34', districtPlan: 'ca-commission-2021' };
const AFTER_CHANGEOVER = new Date('2027-01-05T12:00:00Z');

const meta = {
  title: 'Screens/Voter Guide/Signed in',
  component: VoterGuide,
  args: { voter: voters.california, now: NOW },
  parameters: { route: '/voter-guide' },
} satisfies Meta<typeof VoterGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

// Signed in, the guide opens on the voter's own district without a choice (Maria: CA-7).
export const OwnSeat: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Doris O. Matsui' })).toBeVisible();
    await expect(canvas.getByText('Your representative')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('ca');
    await expect(canvas.getByRole('combobox', { name: 'Office' })).toHaveValue('house');
    await expect(canvas.getByRole('combobox', { name: 'Seat' })).toHaveValue('7');
    await expect(canvas.getByRole('table', { name: /Doris O\. Matsui and you/ })).toBeVisible();
    // Any other seat can still be chosen; it is not hers, so it is not called hers.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Seat' }), 'CA-24');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Salud O. Carbajal' })).toBeVisible();
    await expect(canvas.queryByText('Your representative')).toBeNull();
    // Her senators are hers too.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Office' }), 'U.S. Senator');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Seat' }), 'Senior Senator');
    await expect(canvas.getByText('Your senator')).toBeVisible();
    // Clearing the state is her choice too: the guide does not jump back to her district.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'SELECT');
    await expect(canvas.getByText('Choose a state and an office.')).toBeVisible();
  },
};

// Her district's seat is vacant: the guide opens on it and says so, with the special election.
export const OwnSeatVacant: Story = {
  ...at('phone'),
  args: { voter: { ...voters.california, district: '14' }, now: new Date('2026-08-01T12:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vacant Seat' })).toBeVisible();
    await expect(canvas.getByText('Your district')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Seat' })).toHaveValue('14');
    await expect(
      canvas.getByText(
        'This seat is vacant. A special election on August 18, 2026 will decide the next representative.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const YourRepresentatives: Story = {
  ...at('phone'),
  // The list's date as the database gives it (GET /api/voter-lists.json).
  args: { voter: voters.california, now: NOW, voterListDates: { ca: '2026-11-02', fl: null } },
  play: async ({ canvas }) => {
    // Opened from the keyboard.
    const trigger = canvas.getByRole('button', { name: SEE_WHO_REPRESENTS_YOU });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Your representatives' });
    await expect(panel).toHaveTextContent('Senior SenatorAlex Padilla (Democrat)');
    await expect(panel).toHaveTextContent('Junior SenatorAdam B. Schiff (Democrat)');
    await expect(panel).toHaveTextContent('Representative, CA-7Doris O. Matsui (Democrat)');
    // Each member's own page is one link away.
    await expect(within(panel).getByRole('link', { name: 'Doris O. Matsui: page' })).toHaveAttribute(
      'href',
      '/legislators/doris-matsui',
    );
    await expect(panel).toHaveTextContent(
      'Based on the California voter file, last updated November 2, 2026',
    );
    await expect(panel).toHaveTextContent(
      'Your representatives may change if you move or re-register to vote.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Signed in: no sign-in prompt.
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();

    // A name shows that seat in the guide, and focus goes to it.
    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Your representatives' });
    await userEvent.click(within(again).getByRole('button', { name: 'Adam B. Schiff' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = canvas.getByRole('heading', { level: 2, name: 'Adam B. Schiff' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(heading).getByRole('link', { name: 'Adam B. Schiff' })).toHaveAttribute(
      'href',
      '/legislators/adam-schiff',
    );
    await expect(canvas.getByText('Your senator')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Office' })).toHaveValue('senate');
    await expect(canvas.getByRole('combobox', { name: 'Seat' })).toHaveValue('JUNIOR');
  },
};

// James in FL-20, whose representative resigned: the panel says the seat is vacant, and
// choosing it shows the vacancy.
export const YourRepresentativesVacant: Story = {
  ...at('desktop'),
  args: { voter: FL_20_VOTER, defaultPanel: 'YOUR_REPS' },
  play: async ({ canvas }) => {
    const panel = await screen.findByRole('dialog', { name: 'Your representatives' });
    await expect(panel).toHaveTextContent('Representative, FL-20Vacant Seat');
    await expect(within(panel).getByRole('link', { name: 'FL-20: page' })).toHaveAttribute(
      'href',
      '/legislators/fl-20',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Vacant Seat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Vacant Seat' })).toHaveFocus());
    await expect(canvas.getByText('Your district')).toBeVisible();
    await expect(
      canvas.getByText('A special election will decide the next representative', { exact: false }),
    ).toBeVisible();
  },
};

// Her district is on the new map and its members have not taken office: the guide opens on the
// House with no seat chosen, no seat is called hers, and the panel says why no representative is listed.
export const NewMapBeforeItsMembersTakeOffice: Story = {
  ...at('phone'),
  args: { voter: NEW_MAP_VOTER, now: NOW, defaultPanel: 'YOUR_REPS' },
  play: async ({ canvas }) => {
    const panel = await screen.findByRole('dialog', { name: 'Your representatives' });
    await expect(panel).toHaveTextContent('Senior SenatorAlex Padilla (Democrat)');
    await expect(panel).toHaveTextContent('Junior SenatorAdam B. Schiff (Democrat)');
    await expect(panel).not.toHaveTextContent('Representative, CA-34');
    await expect(within(panel).queryByRole('button', { name: 'Jimmy Gomez' })).toBeNull();
    await expect(within(panel).getByTestId('district-plan-notice')).toHaveTextContent(
      'Your congressional district from the 2026 election on is CA-34, on the new district map. Its representative takes office on January 3, 2027. Until then, the voter file does not say which of the current districts you live in, so no representative is shown as yours.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Office' })).toHaveValue('house');
    await expect(canvas.getByRole('combobox', { name: 'Seat' })).toHaveValue('');
    // CA-34's member can be looked at, but is not called hers.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Seat' }), 'CA-34');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Jimmy Gomez' })).toBeVisible();
    await expect(canvas.queryByText('Your representative')).toBeNull();
  },
};

// Her record is on the old map after its members left office: no representative is named as hers.
export const OldMapAfterItsMembersLeftOffice: Story = {
  ...at('phone'),
  args: { voter: OLD_MAP_VOTER, now: AFTER_CHANGEOVER, defaultPanel: 'YOUR_REPS' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Your representatives' });
    await expect(panel).not.toHaveTextContent('Representative, CA-34');
    await expect(within(panel).getByTestId('district-plan-notice')).toHaveTextContent(
      'Your congressional district in the voter file, CA-34, is on the district map whose members left office on January 3, 2027.',
    );
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Own district', node: <VoterGuide {...args} /> },
        { name: 'Own district vacant', node: <VoterGuide {...args} voter={FL_20_VOTER} /> },
        { name: 'Own district on the new map', node: <VoterGuide {...args} voter={NEW_MAP_VOTER} /> },
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

// In Spanish: the seats, each party by the member's gender and the list's date in Spanish words,
// and "Su senadora" above a woman senator's name.
export const YourRepresentativesInSpanish: Story = {
  globals: { ...at('phone').globals, locale: 'es' },
  args: {
    voter: voters.florida,
    now: NOW,
    voterListDates: { ca: null, fl: '2026-11-02' },
    defaultPanel: 'YOUR_REPS',
  },
  play: async ({ canvas }) => {
    const panel = await screen.findByRole('dialog', { name: 'Sus representantes' });
    await expect(panel).toHaveTextContent('Senador de mayor antigüedadRick Scott (Republicano)');
    await expect(panel).toHaveTextContent('Senador de menor antigüedadAshley Moody (Republicana)');
    await expect(panel).toHaveTextContent(
      'Según el registro electoral de Florida, actualizado por última vez el 2 de noviembre de 2026',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Ashley Moody' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Ashley Moody' })).toHaveFocus(),
    );
    await expect(canvas.getByText('Su senadora')).toBeVisible();
  },
};
