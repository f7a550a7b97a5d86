import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { LegislatorList } from './LegislatorList';

// Seats as the content stands on this day (CA-14 and FL-20 vacant).
const NOW = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Screens/Legislator List',
  component: LegislatorList,
  args: { now: NOW },
  parameters: { route: '/legislators' },
} satisfies Meta<typeof LegislatorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every seat of both states, senators first, then districts in order; vacant seats included. */
export const EverySeat: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members of Congress' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('84 seats shown');
    const california = within(canvas.getByRole('region', { name: 'California' }));
    const items = california.getAllByRole('listitem');
    await expect(items).toHaveLength(54);
    await expect(items[0]).toHaveTextContent('Senior SenatorAlex Padilla, Democrat');
    await expect(items[2]).toHaveTextContent(/^CA-1James Gallagher/);
    await expect(california.getByRole('link', { name: 'Jimmy Gomez' })).toHaveAttribute(
      'href',
      '/legislators/jimmy-gomez',
    );
    const vacant = items[15];
    await expect(vacant).toHaveTextContent('CA-14Vacant Seat');
    await expect(within(vacant as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/legislators/ca-14',
    );
  },
};

/** Filtered to Florida's House: 28 districts, FL-20 vacant, no senators. */
export const FloridaHouse: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Florida');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Chamber' }),
      'House of Representatives',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('28 seats shown');
    await expect(canvas.queryByRole('region', { name: 'California' })).toBeNull();
    await expect(canvas.queryByText('Senior Senator')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Vacant Seat' })).toHaveAttribute(
      'href',
      '/legislators/fl-20',
    );
  },
};

export const SenateInSpanish: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  name: 'Senate (Español)',
  args: { initialChamber: 'senate' },
  globals: { ...at('phone').globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Miembros del Congreso' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Se muestran 4 escaños');
  },
};
