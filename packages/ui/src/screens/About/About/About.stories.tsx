import { site } from '@rv/catalogue';
import { pages as spanishPages } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { at } from '../../../storybook/viewports';
import { About } from './About';

const meta = {
  title: 'Screens/About/About',
  component: About,
  // The lists' dates as the database gives them (GET /api/voter-lists.json).
  args: { voterListDates: { ca: '2025-01-15', fl: '2025-03-31' } },
  parameters: { route: '/about' },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Voter Verification',
      'Petitions',
      'Voter Guide',
      'Contact',
      'Policies',
    ]);
    await expect(canvas.getByText(/one-time password\s+by text message/)).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: 'info@registeredvoice.example.org' })[0],
    ).toHaveAttribute('href', 'mailto:info@registeredvoice.example.org');
    await expect(
      canvas.getByText(/run by Demo operator \(not a real organization\) from San Francisco, California/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/about/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/about/privacy-policy',
    );
  },
};

export const Desktop: Story = { ...at('desktop') };

export const EligibilityByState: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'these conditions' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Who can sign in?' });
    const select = within(panel).getByRole('combobox', {
      name: 'The state where you are registered to vote',
    });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SELECT', 'California', 'Florida', 'Any other state']);
    await userEvent.selectOptions(select, 'Any other state');
    await expect(panel).toHaveTextContent('Only California and Florida voters can sign in at this time.');
    await expect(within(panel).queryByRole('list')).toBeNull();

    await userEvent.selectOptions(select, 'California');
    const conditions = within(within(panel).getByRole('list')).getAllByRole('listitem');
    await expect(conditions).toHaveLength(4);
    await expect(conditions[0]).toHaveTextContent('registered to vote as of January 15, 2025');
    await expect(conditions[1]).toHaveTextContent(
      'phone number that can receive text messages, or an e-mail address',
    );
    await expect(conditions[2]).toHaveTextContent('Your voter status is active.');
    // content/site.yaml's words, as the screen says them (stateWords.ts).
    const ca = site.states.ca;
    await expect(conditions[0]).toHaveTextContent(`reach our list ${ca.voterList.updateLag} after`);
    await expect(conditions[2]).toHaveTextContent(`for this reason: ${ca.inactiveRule}.`);
    await expect(conditions[3]).toHaveTextContent(`Your voter information is not ${ca.recordProtection}.`);
    for (const condition of conditions) {
      await expect(within(condition).getByRole('link')).toHaveAttribute('target', '_blank');
    }
    await expect(within(conditions[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://voterstatus.sos.ca.gov/',
    );

    await userEvent.selectOptions(select, 'Florida');
    const flConditions = within(within(panel).getByRole('list')).getAllByRole('listitem');
    const fl = site.states.fl;
    await expect(flConditions[0]).toHaveTextContent('as of March 31, 2025');
    await expect(flConditions[0]).toHaveTextContent(`reach our list ${fl.voterList.updateLag} after`);
    await expect(flConditions[2]).toHaveTextContent(`for this reason: ${fl.inactiveRule}.`);
    await expect(flConditions[3]).toHaveTextContent(`Your voter information is not ${fl.recordProtection}.`);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EligibilityCaliforniaDesktop: Story = { ...at('desktop'), args: { defaultEligibility: 'ca' } };
export const EligibilityFlorida: Story = { ...at('phone'), args: { defaultEligibility: 'fl' } };
export const EligibilityOtherState: Story = { ...at('phone'), args: { defaultEligibility: 'OTHER' } };

// Before any import the database has no date, and content/site.yaml records none: no date is named.
export const EligibilityBeforeAnyImport: Story = {
  ...at('phone'),
  args: { defaultEligibility: 'ca', voterListDates: null },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Who can sign in?' });
    await expect(panel).toHaveTextContent(
      'You were registered to vote when the state made our California voter list.',
    );
  },
};

export const AllStates: Story = { ...at('phone'), tags: ['screenshot'], args: { defaultEligibility: 'ca' } };

// The Spanish page: the Spanish twin of content/pages/about.md and the screen's words in Spanish.
export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  args: { ...AllStates.args, page: spanishPages.about },
};

// Contact names who runs the site, from site.yaml (docs/decisions/0068-the-operator-is-named.md).
export const OperatorInContactPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const contact = canvas.getByRole('region', { name: 'Contact' });
    await expect(contact).toHaveTextContent(
      `${site.productName} is run by ${site.operator.name} from ${site.operatorLocation}.`,
    );
    await expect(contact).toHaveTextContent(`This is a demonstration copy of ${site.productName}.`);
    await expect(contact).toHaveTextContent(`Funding: ${site.operator.funding.en}`);
  },
};

export const OperatorInContactInSpanishDesktop: Story = {
  globals: { ...at('desktop').globals, locale: 'es' },
  args: { page: spanishPages.about },
  play: async ({ canvas }) => {
    const contact = canvas.getByRole('region', { name: 'Contacto' });
    await expect(contact).toHaveTextContent(`Financiamiento: ${site.operator.funding.es}`);
    await expect(contact).toHaveTextContent(`Esta es una copia de demostración de ${site.productName}.`);
  },
};
