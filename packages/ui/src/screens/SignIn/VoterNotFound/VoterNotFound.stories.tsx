import { identityLine } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emailIdentity, PHONE_RULES, phoneIdentity } from '../../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { VoterNotFound } from './VoterNotFound';

const phone = identityLine(phoneIdentity, PHONE_RULES) ?? '';
const email = identityLine(emailIdentity, PHONE_RULES) ?? '';

const meta = {
  title: 'Screens/Sign-in/Voter not found',
  component: VoterNotFound,
  args: { identity: phone, onFindContactOnFile: fn() },
  parameters: { route: '/petitions' },
} satisfies Meta<typeof VoterNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInByPhone: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Voter registration not found' }),
    ).toBeVisible();
    await expect(canvas.getByText('(916) 555-0123')).toBeVisible();
    await expect(
      canvas.getByText(/was not found in the California or Florida active voter lists/),
    ).toBeVisible();
    // One way on: sign out and look up the phone or e-mail on file.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out and find my phone/e-mail on file' }));
    await expect(args.onFindContactOnFile).toHaveBeenCalledOnce();
  },
};

export const SignedInByEmail: Story = { ...at('phone'), args: { identity: email } };

export const Desktop: Story = { ...at('desktop') };

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Phone', node: <VoterNotFound {...args} /> },
        { name: 'E-mail', node: <VoterNotFound {...args} identity={email} /> },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
