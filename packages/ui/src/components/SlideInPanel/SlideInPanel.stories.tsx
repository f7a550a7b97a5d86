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

export const Open: Story = { args: { open: true } };

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: { open: true },
};
