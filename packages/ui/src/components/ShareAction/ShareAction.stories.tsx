import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PRODUCT_NAME } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { SHARE_MESSAGES, ShareAction } from './ShareAction';

const page = {
  url: 'https://registeredvoice.example.org/petitions/carbon-fee-and-dividend',
  title: 'Carbon Fee and Dividend',
  text: `Support or oppose Carbon Fee and Dividend on ${PRODUCT_NAME}.`,
};

const meta = {
  title: 'Primitives/ShareAction',
  component: ShareAction,
  // No share sheet unless a story gives one (Chromium on Linux has none anyway).
  args: { page, webShare: null, copy: fn(async () => {}) },
} satisfies Meta<typeof ShareAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the Web Share API: SHARE opens the list of ways to share. */
export const WithoutWebShare: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const share = canvas.getByRole('button', { name: 'Share' });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(share);
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Ways to share' });
    await expect(share).toHaveAttribute('aria-controls', list.id);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const mail = canvas.getByRole('link', { name: 'E-mail' });
    await expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=Carbon%20Fee%20and%20Dividend&body=/);
    await expect(canvas.getByRole('link', { name: /Share on Bluesky/ })).toHaveAttribute('target', '_blank');
    // Escape closes the list and gives focus back to SHARE.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: 'Ways to share' })).toBeNull();
    await expect(share).toHaveFocus();
  },
};

/** Copy link: the page says so in a polite live region (role status). */
export const CopyConfirmed: Story = {
  ...at('phone'),
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copy).toHaveBeenCalledWith(page.url);
    await waitFor(() => expect(status).toHaveTextContent(SHARE_MESSAGES.copied));
  },
};

/** The clipboard refused: the message says so and the link is there, selected, to copy by hand. */
export const CopyFailed: Story = {
  ...at('phone'),
  args: { defaultOpen: true, copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SHARE_MESSAGES.copyFailed));
    const field = canvas.getByRole('textbox', { name: 'Link to this petition' });
    await expect(field).toHaveValue(page.url);
    await expect(field).toHaveFocus();
  },
};

/** With the Web Share API: SHARE opens the browser's share sheet, and no list. */
export const WithWebShare: Story = {
  ...at('phone'),
  args: { webShare: fn(async () => {}) },
  play: async ({ canvas, args }) => {
    const share = canvas.getByRole('button', { name: 'Share' });
    await waitFor(() => expect(share).not.toHaveAttribute('aria-expanded'));
    await userEvent.click(share);
    await expect(args.webShare).toHaveBeenCalledWith({ title: page.title, text: page.text, url: page.url });
    await expect(canvas.queryByRole('list', { name: 'Ways to share' })).toBeNull();
  },
};

/** The share sheet failed (not cancelled): the list is offered instead. */
export const WebShareFailed: Story = {
  ...at('phone'),
  args: { webShare: fn(() => Promise.reject(new DOMException('No share target', 'NotAllowedError'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByRole('list', { name: 'Ways to share' })).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ShareAction {...args} />
      <ShareAction {...args} defaultOpen />
    </div>
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Formas de compartir' })).toHaveTextContent(
      /Copiar enlace.*Correo electrónico.*Compartir en X/,
    );
  },
};
