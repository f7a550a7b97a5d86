import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { Button } from '../Button';
import { SlideInPanel } from './SlideInPanel';

const meta = {
  title: 'Primitives/SlideInPanel',
  component: SlideInPanel,
  args: {
    title: 'Add your own petition',
    trigger: <Button>OPEN PANEL</Button>,
    children: <p>Panel content. Press Escape or the close icon to close.</p>,
  },
} satisfies Meta<typeof SlideInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Radix renders the panel in a portal outside the story canvas, hence `screen`.
export const OpensAndClosesWithTheMouse: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'OPEN PANEL' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Add your own petition' });
    // A right-side panel on wide screens: it touches the right edge and the top.
    // (waitFor: the panel slides in)
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(Math.round(panel.getBoundingClientRect().top)).toBe(0);
    // The page behind does not scroll.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const BottomSheetOnPhones: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OPEN PANEL' }));
    const panel = await screen.findByRole('dialog', { name: 'Add your own petition' });
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};

export const KeyboardTrapsFocusAndEscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'OPEN PANEL' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    // Tab cannot leave the panel: the close icon is its only control.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Whether this window's current history entry is the one an open panel added. */
const onPanelEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.rvPanel);

// On a phone the panel fills the screen: the back button closes it before it leaves the page.
export const BackButtonClosesItFirst: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'OPEN PANEL' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Add your own petition' });
    await expect(onPanelEntry()).toBe(true);
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onPanelEntry()).toBe(false);
    await expect(trigger).toHaveFocus();
  },
};

// Closed from inside, the panel takes its history entry away: one back then leaves the page.
export const ClosingRemovesItsHistoryEntry: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OPEN PANEL' }));
    await screen.findByRole('dialog', { name: 'Add your own petition' });
    await waitFor(() => expect(onPanelEntry()).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(onPanelEntry()).toBe(false));
    // And opening it again works the same way.
    await userEvent.click(canvas.getByRole('button', { name: 'OPEN PANEL' }));
    await screen.findByRole('dialog', { name: 'Add your own petition' });
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { open: true } };

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: { open: true },
};
