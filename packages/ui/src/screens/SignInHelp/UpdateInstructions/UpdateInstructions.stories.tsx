import { lookups } from '@rv/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { at } from '../../../storybook/viewports';
import { VOTER_UPDATE_PATH } from '../LookupResult';
import { UpdateInstructions } from './UpdateInstructions';

const meta = {
  title: 'Screens/Sign-in help/Update instructions',
  component: UpdateInstructions,
  args: {
    phones: lookups.activeWithContact.A.phones,
    emails: lookups.activeWithContact.A.emails,
    submitted: { first: 'MARIA', last: 'ALVAREZ', dob: '04/12/1985', zip: '95814' },
    onBack: fn(),
    onEdit: fn(),
    onClear: fn(),
  },
  parameters: { route: '/signin/help/update-instructions' },
} satisfies Meta<typeof UpdateInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Your registration needs a phone or e-mail you can use',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/needs a phone number that can receive text messages \(SMS\), or an/),
    ).toBeVisible();
    await expect(canvas.getByText('(•••) •••-0123')).toBeVisible();
    await expect(canvas.getByText('m•••@e•••.org')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'UPDATE VOTER REGISTRATION' })).toHaveAttribute(
      'href',
      VOTER_UPDATE_PATH,
    );
  },
};

export const TwoPhones: Story = {
  ...at('phone'),
  args: { phones: lookups.activeWithTwoContacts.A.phones, emails: [] },
};

export const Desktop: Story = { ...at('desktop') };

export const AllStates: Story = { ...at('phone'), tags: ['screenshot'] };

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
