import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRODUCT_NAME } from '../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../storybook/StateGallery';
import { at } from '../../storybook/viewports';
import { Shell } from './Shell';
import { SiteFooter } from './SiteFooter';
import { shellArgs } from './shellStories';

const meta = {
  title: 'Screens/Shell/Footer',
  component: Shell,
  args: shellArgs,
  parameters: { route: '/petitions' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named operator, for the stories only (fictional: the shipped content's is the demo). */
const namedOperator = {
  name: 'Storybook Civic Trust (fictional)',
  funding: {
    en: 'Paid for by small gifts from individual donors; no party, candidate or campaign gives money.',
    es: 'Se paga con pequeñas donaciones de personas; ningún partido, candidato ni campaña aporta dinero.',
  },
  nonpartisan: {
    en: 'We take no side on any petition and support no party or candidate.',
    es: 'No tomamos partido en ninguna petición ni apoyamos a ningún partido o candidato.',
  },
};

// Every page's footer: who runs the site (docs/decisions/0068-the-operator-is-named.md).
export const DemoOperatorPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: `Who runs ${PRODUCT_NAME}` })).toBeVisible();
    // The shipped operator is a placeholder, and the footer says so in plain words.
    await expect(footer).toHaveTextContent(`This is a demonstration copy of ${PRODUCT_NAME}.`);
    await expect(footer).toHaveTextContent('Demo operator (not a real organization)');
    await expect(within(footer).getByRole('link', { name: /example\.org/ })).toHaveAttribute(
      'href',
      'mailto:info@registeredvoice.example.org',
    );
    await expect(within(footer).getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    );
    await expect(within(footer).getByRole('link', { name: 'What happens to your stance' })).toHaveAttribute(
      'href',
      '/about/what-happens-to-your-stance',
    );
    await expect(within(footer).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/about/policies',
    );
  },
};

export const NamedOperatorDesktop: Story = {
  ...at('desktop'),
  args: { operator: namedOperator },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).not.toHaveTextContent(/demonstration/);
    await expect(footer).toHaveTextContent(
      `${PRODUCT_NAME} is run by Storybook Civic Trust (fictional), from`,
    );
    await expect(footer).toHaveTextContent(`Funding: ${namedOperator.funding.en}`);
    await expect(footer).toHaveTextContent(`Nonpartisan: ${namedOperator.nonpartisan.en}`);
  },
};

export const NamedOperatorInSpanishPhone: Story = {
  globals: { ...at('phone').globals, locale: 'es' },
  args: { operator: namedOperator },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    // The operator's own words in the page's language.
    await expect(footer).toHaveTextContent(`Financiamiento: ${namedOperator.funding.es}`);
    await expect(footer).toHaveTextContent(`Apartidismo: ${namedOperator.nonpartisan.es}`);
  },
};

const footerGallery = (
  <StateGallery
    states={[
      { name: 'Demo operator', node: <SiteFooter productName={PRODUCT_NAME} /> },
      { name: 'Named operator', node: <SiteFooter productName={PRODUCT_NAME} operator={namedOperator} /> },
    ]}
  />
);

export const AllStates: Story = {
  tags: ['screenshot'],
  parameters: galleryParameters,
  ...at('phone'),
  render: () => footerGallery,
};

export const AllStatesDesktop: Story = {
  ...AllStates,
  ...at('desktop'),
  tags: ['screenshot'],
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
