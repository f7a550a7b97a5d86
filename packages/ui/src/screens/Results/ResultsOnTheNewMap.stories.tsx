import { results as resultFixtures } from '@rv/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { federalResultsModel } from './model';
import { FederalResults } from './Results';
import { california, national, resultsArgs, resultsFrame, resultsParameters } from './resultsStories';

const meta = {
  title: 'Screens/Results/On the new map',
  component: FederalResults,
  args: resultsArgs,
  parameters: resultsParameters,
  decorators: [resultsFrame],
} satisfies Meta<typeof FederalResults>;

export default meta;
type Story = StoryObj<typeof meta>;

// California's counts on the Legislature's 2025 map (a 2026 voter list) while the members in
// office were elected on the 2021 map (docs/decisions/0073-results-on-the-plan-they-count.md):
// no district names the member of the same number; each says when its member takes office.
const onNewPlan = { status: 'READY', data: resultFixtures.onNewPlan } as const;
const incumbentOf34 = california.districts.find((row) => row.district === 34);

export const BeforeItsMembersTakeOffice: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: { results: onNewPlan, defaultState: 'ca' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveTextContent(
      /Districts of the map first used in the 2026 elections, as in the newest/,
    );
    const row34 = within(table).getByRole('row', { name: /^CA-34\b/ });
    await expect(row34).toHaveTextContent('from January 3, 2027');
    if (incumbentOf34 && !incumbentOf34.vacant && incumbentOf34.member) {
      await expect(row34).not.toHaveTextContent(incumbentOf34.member.shortName);
    }
    await userEvent.click(within(row34).getByRole('button', { name: 'from January 3, 2027' }));
    const panel = await screen.findByRole('dialog', { name: 'CA-34' });
    await expect(panel).toHaveTextContent(/Its member takes office on January 3, 2027/);
    await userEvent.keyboard('{Escape}');
    // The map names the plan too, and its tiles say so in words.
    await expect(
      canvas.getAllByLabelText(/^CA-34: .*member takes office on January 3, 2027$/)[0],
    ).toBeVisible();
  },
};

export const BeforeItsMembersTakeOfficeInSpanish: Story = {
  ...BeforeItsMembersTakeOffice,
  name: 'On the new map before its members take office (Español)',
  globals: { ...BeforeItsMembersTakeOffice.globals, locale: 'es' },
  play: async ({ canvas }) => {
    const row34 = within(canvas.getByRole('table')).getByRole('row', { name: /^CA-34\b/ });
    await expect(row34).toHaveTextContent(/desde el 3 de enero de 2027/);
  },
};

// From 2027-01-03, with no edit: the 2025 map's members hold office, the table names them again.
export const FromTheDayItsMembersTakeOffice: Story = {
  ...at('phone'),
  args: {
    results: onNewPlan,
    defaultState: 'ca',
    now: new Date('2027-01-03T17:00:00Z'),
    model: federalResultsModel(national, new Date('2027-01-03T17:00:00Z')),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveTextContent(
      /first used in the 2026 elections, on which the representatives in office/,
    );
    await expect(within(table).getByRole('row', { name: /^CA-34\b/ })).not.toHaveTextContent('from January');
  },
};
