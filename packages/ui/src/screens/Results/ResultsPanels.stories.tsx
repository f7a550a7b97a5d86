import { LEGISLATOR_STANCE_LABELS, stateTotal } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { FederalResults } from './Results';
import {
  california,
  counts,
  fmt,
  model,
  resultsArgs,
  resultsFrame,
  resultsParameters,
} from './resultsStories';

// The side panels the results open: a legislator, a co-sponsor, a vacant seat, the help.

const meta = {
  title: 'Screens/Results/Panels',
  component: FederalResults,
  args: resultsArgs,
  parameters: resultsParameters,
  decorators: [resultsFrame],
} satisfies Meta<typeof FederalResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LegislatorDetailPanel: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const senator = california.senators[0];
    if (!senator) throw new Error('no senator');
    const button = canvas.getAllByRole('button', { name: senator.shortName })[0] as HTMLElement;
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: senator.fullName });
    await expect(panel).toHaveTextContent('Senator');
    await expect(panel).toHaveTextContent(`Stance${LEGISLATOR_STANCE_LABELS[senator.stance]}`);
    // The state's voices, past site.yaml's 1,000 for a state.
    const voices = stateTotal(counts.ca).YES + stateTotal(counts.ca).NO;
    await expect(panel).toHaveTextContent(
      `${fmt(voices)} verified constituents have spoken on this petition.`,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the name that opened the panel.
    await expect(button).toHaveFocus();
  },
};

// A co-sponsor of the petition's bill: the stance, the explanation filled from the bill, the
// dates and the source link (the bill's co-sponsor list on congress.gov).
export const CoSponsorPanel: Story = {
  ...at('desktop'),
  args: { defaultState: 'ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Legislators' stances as of November 27, 2026.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'J. Huffman' }));
    const panel = await screen.findByRole('dialog', { name: 'Jared Huffman' });
    await expect(panel).toHaveTextContent('Party and seatDemocrat, CA-2');
    await expect(panel).toHaveTextContent('StanceSupport');
    await expect(panel).toHaveTextContent('since April 5, 2024 · checked January 15, 2025');
    await expect(panel).toHaveTextContent('as a co-sponsor on April 5, 2024.');
    await expect(
      within(panel).getByRole('link', { name: 'H.R. 5744 co-sponsors on congress.gov (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.congress.gov/bill/118th-congress/house-bill/5744/cosponsors');
    // CA-2's voices are past site.yaml's 100 for a district: a statement may be requested.
    const ca2 = counts.ca['2'];
    const voices = (ca2?.YES ?? 0) + (ca2?.NO ?? 0);
    await expect(panel).toHaveTextContent(
      `${fmt(voices)} verified constituents have spoken on this petition. That is enough for a statement to be requested from Jared Huffman.`,
    );
  },
};

// CA-14's special election date has passed: held, result not recorded yet.
export const VacantSeatAfterItsSpecialElection: Story = {
  ...at('phone'),
  args: { defaultState: 'ca' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vacant Seat' }));
    const panel = await screen.findByRole('dialog', { name: 'CA-14: Vacant Seat' });
    await expect(panel).toHaveTextContent(
      'This seat is vacant. A special election was held on August 18, 2026; its result is not recorded here yet.',
    );
  },
};

export const InfoPanels: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About this table' }));
    await expect(await screen.findByRole('dialog', { name: 'About this table' })).toHaveTextContent(
      'how many support it and how many oppose it',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'About senator stances' }));
    const key = await screen.findByRole('dialog', { name: 'Senator stances' });
    await expect(key).toHaveTextContent('Unc.Unclear/Unstated');
    await expect(key).toHaveTextContent('-Not Yet Compiled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'California: show districts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'About representative stances' }));
    await expect(await screen.findByRole('dialog', { name: 'Representative stances' })).toHaveTextContent(
      "congressional district's U.S. representative",
    );
  },
};

const vacantRow = model.states.flatMap((s) => s.districts).find((d) => d.vacant);

export const VacantSeatPanel: Story = {
  ...at('desktop'),
  args: { defaultState: vacantRow?.label.startsWith('FL') ? 'fl' : 'ca' },
  play: async ({ canvas }) => {
    if (!vacantRow?.vacant) return;
    await userEvent.click(canvas.getAllByRole('button', { name: 'Vacant Seat' })[0] as HTMLElement);
    const panel = await screen.findByRole('dialog', { name: `${vacantRow.label}: Vacant Seat` });
    await expect(panel).toHaveTextContent('special election');
  },
};
