import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
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

/** A page whose open panel goes away without a navigation (as when the next story renders). */
const UNMOUNT_EVENT = 'story:unmount-panel';
function PanelThatGoesAway(props: Parameters<typeof SlideInPanel>[0]) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const hide = () => setShown(false);
    window.addEventListener(UNMOUNT_EVENT, hide);
    return () => window.removeEventListener(UNMOUNT_EVENT, hide);
  }, []);
  return shown ? <SlideInPanel {...props} /> : <p>The panel is gone.</p>;
}

// An open panel that is unmounted (its page replaced without a navigation) must not step the
// browser back: that back would land on whatever shows next (in Storybook, the next story, which
// then never rendered). Its entry stays, no longer marked as the panel's.
export const UnmountedWhileOpenDoesNotGoBack: Story = {
  ...at('phone'),
  args: { defaultOpen: true },
  render: (args) => <PanelThatGoesAway {...args} />,
  play: async ({ canvas }) => {
    await screen.findByRole('dialog', { name: 'Add your own petition' });
    await waitFor(() => expect(onPanelEntry()).toBe(true));
    let backs = 0;
    const countBack = () => {
      backs += 1;
    };
    window.addEventListener('popstate', countBack);
    try {
      window.dispatchEvent(new Event(UNMOUNT_EVENT));
      await canvas.findByText('The panel is gone.');
      // A history.back() would fire popstate asynchronously; give it time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(backs).toBe(0);
      await expect(onPanelEntry()).toBe(false);
    } finally {
      window.removeEventListener('popstate', countBack);
    }
  },
};

export const Open: Story = { args: { open: true } };

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: { open: true },
};
