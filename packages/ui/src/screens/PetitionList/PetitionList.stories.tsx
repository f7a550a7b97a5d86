import { petitions } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CONTACT_EMAIL,
  californiaStatePetition,
  cityPetition,
  floridaStatePetition,
  nationalPetition,
  PHONE_RULES,
  PRODUCT_NAME,
} from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { Shell } from '../Shell';
import { PetitionList } from './PetitionList';

const PETITION_LIST_HEADER = 'Select a petition to view it fully and voice your opinion:';

const meta = {
  title: 'Screens/PetitionList',
  component: PetitionList,
  args: { petitions, email: CONTACT_EMAIL },
  parameters: { route: '/petitions' },
  // Inside the Shell, as in the app: the sticky header sits right under the 63 px top bar.
  decorators: [
    (Story) => (
      <Shell
        productName={PRODUCT_NAME}
        session={{ status: 'SIGNED_OUT' }}
        phoneRules={PHONE_RULES}
        onSignOut={fn()}
      >
        <Story />
      </Shell>
    ),
  ],
} satisfies Meta<typeof PetitionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: PETITION_LIST_HEADER })).toBeVisible();
    const firstTitle = canvas.getByRole('link', { name: petitions[0]?.uiTitle ?? '' });
    await expect(firstTitle.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom,
    );
    const heading = canvas.getByRole('heading', { level: 1, name: PETITION_LIST_HEADER });
    // Sticky under the top bar, not over the first tile.
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(63);
    const tiles = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(tiles).toHaveLength(petitions.length);
    for (const [index, petition] of petitions.entries()) {
      const tile = within(tiles[index] as HTMLElement);
      await expect(tile.getByRole('link', { name: petition.uiTitle })).toHaveAttribute(
        'href',
        `/petitions/${petition.url}`,
      );
      // Both petitions are national (each jurisdiction's label: EveryJurisdictionLabel).
      await expect(petition.jurisdiction.level).toBe('NATIONAL');
      await expect(tile.getByText('National Petition')).toBeVisible();
      await expect(tile.getByText(petition.tileDescription)).toBeVisible();
    }
    // Scrolled to the end, the page's last line is above the footer bar, not under it.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Who can voice an opinion here?' }).getBoundingClientRect().bottom,
      ).toBeLessThanOrEqual(
        canvas.getByRole('region', { name: 'Add your own petition' }).getBoundingClientRect().top,
      ),
    );
  },
};

export const Tablet: Story = { ...at('tablet') };

export const Desktop: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    // The header sticks 63 px from the top.
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).top).toBe('63px');
  },
};

export const AddYourOwnPetitionPanel: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'ADD YOUR OWN PETITION' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Add your own petition' });
    await expect(within(panel).getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    await expect(panel).toHaveTextContent('We review every submission');
    await expect(panel).toHaveTextContent(
      'including their policies on petition submissions and communication',
    );
    // Page scroll is locked while the panel is open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const AddYourOwnPetitionDesktop: Story = { ...at('desktop'), args: { defaultPanel: 'ADD_PETITION' } };

export const WhoCanVoiceAnOpinion: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Who can voice an opinion here?' }));
    const panel = await screen.findByRole('dialog', { name: 'Who can voice an opinion?' });
    const select = within(panel).getByRole('combobox', {
      name: 'The state where you are registered to vote',
    });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SELECT', 'CA', 'FL', 'OTHER']);
    await userEvent.selectOptions(select, 'FL');
    await expect(panel).toHaveTextContent('Florida voters can sign in');
    await userEvent.selectOptions(select, 'OTHER');
    await expect(panel).toHaveTextContent('Only California and Florida voters can sign in at this time.');
  },
};

export const EveryJurisdictionLabel: Story = {
  ...at('tablet'),
  args: { petitions: [nationalPetition, californiaStatePetition, floridaStatePetition, cityPetition] },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    for (const label of ['National Petition', 'CA State Petition', 'FL State Petition', 'CA City Petition']) {
      await expect(main.getByText(label)).toBeVisible();
    }
  },
};

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: { defaultPanel: 'ADD_PETITION' },
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  // at() sets the viewport global: the Spanish twin keeps it.
  globals: { ...AllStates.globals, locale: 'es' },
  args: { ...AllStates.args, petitions: spanishPetitions },
};
