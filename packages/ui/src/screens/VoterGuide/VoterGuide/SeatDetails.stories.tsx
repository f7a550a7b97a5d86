import { site } from '@rv/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { at } from '../../../storybook/viewports';
import { SeatDetails } from './SeatDetails';

// A seat with a member-elect, as the content may record one (the new Congress sits 2027-01-03).
// The member-elect is fictional: the content records none yet. From the day they take office
// the guide shows them as the seat's member (@rv/catalogue seatsAsOf, tested in seatsOn.test.ts).
const NOW = new Date('2026-11-22T12:00:00Z');
const ELECT = { fullName: 'Jordan Example', takesOffice: '2027-01-03' };
const HELD = {
  kind: 'VACANT',
  chamber: 'house',
  name: { district: 'CA-14' },
  specialElection: '2026-08-18',
  termEnded: null,
} as const;

const meta = {
  title: 'Screens/Voter Guide/Seat details',
  component: SeatDetails,
  args: {
    seat: { ...HELD, memberElect: ELECT },
    voter: null,
    now: NOW,
    petitions: [],
    site,
    defaultPanel: null,
  },
  parameters: { route: '/voter-guide' },
} satisfies Meta<typeof SeatDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VacantSeatWithMemberElect: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'This seat is vacant. A special election was held on August 18, 2026. Jordan Example was elected to this seat and takes office on January 3, 2027.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/will decide|not recorded/)).toBeNull();
  },
};

// Once its special election is past, the reminder is for the next election, not the held one.
export const ReminderAfterTheSpecialElection: Story = {
  ...at('phone'),
  args: {
    seat: {
      kind: 'VACANT',
      chamber: 'house',
      name: { district: 'CA-14' },
      specialElection: '2026-08-18',
      termEnded: null,
      memberElect: null,
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get an election reminder' }));
    const panel = await screen.findByRole('dialog', { name: 'Election reminder' });
    await expect(panel).toHaveTextContent('We can remind you before the next election for CA-14');
    await expect(panel).not.toHaveTextContent('August 18, 2026');
  },
};
