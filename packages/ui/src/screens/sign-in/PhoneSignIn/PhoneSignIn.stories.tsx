import { authErrorMessage, COMPLETE_PHONE_MESSAGE, WRONG_CODE_MESSAGE } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { PhoneSignIn, RECAPTCHA_CONTAINER_ID } from './PhoneSignIn';

const meta = {
  title: 'Screens/Sign-in/Phone',
  component: PhoneSignIn,
  args: { step: 'PHONE', onSendCode: fn(), onConfirmCode: fn(), onChangeNumber: fn() },
  parameters: { route: '/signin' },
} satisfies Meta<typeof PhoneSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneStep: Story = {
  ...at('phone'),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector(`#${RECAPTCHA_CONTAINER_ID}`)).not.toBeNull();
    const phone = canvas.getByRole('textbox', { name: /Phone number/ });
    // Formats as you type; a leading 1 (country code) is dropped.
    await userEvent.type(phone, '1415');
    await expect(phone).toHaveValue('(415');
    await userEvent.type(phone, '555');
    await expect(phone).toHaveValue('(415) 555');
    await userEvent.click(canvas.getByRole('button', { name: 'SEND CODE' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(COMPLETE_PHONE_MESSAGE);
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(phone, '0142999');
    await expect(phone).toHaveValue('(415) 555-0142');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'SEND CODE' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('+14155550142');
    // A pasted international number is formatted whole.
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('+1 (305) 555-0187');
    await expect(phone).toHaveValue('(305) 555-0187');
  },
};

export const PhoneStepDesktop: Story = { ...at('desktop') };

export const Sending: Story = {
  ...at('phone'),
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'SEND CODE' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending the code...');
  },
};

// A failed send returns to the phone step with the provider's message.
export const SendFailed: Story = {
  ...at('phone'),
  args: {
    error: authErrorMessage({
      code: 'auth/too-many-requests',
      message: 'Firebase: Error (auth/too-many-requests).',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes, then try again.',
    );
  },
};

export const CodeStep: Story = {
  ...at('phone'),
  args: { step: 'CODE', sentTo: '+14155550142' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('(415) 555-0142')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '12a3');
    await expect(code).toHaveValue('123');
    await userEvent.click(canvas.getByRole('button', { name: 'VERIFY CODE' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 6-digit code.');
    await userEvent.type(code, '45678');
    await expect(code).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'VERIFY CODE' }));
    await expect(args.onConfirmCode).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different phone number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
  },
};

export const CodeStepDesktop: Story = { ...at('desktop'), args: { step: 'CODE', sentTo: '+14155550142' } };

export const Checking: Story = { ...at('phone'), args: { step: 'CODE', sentTo: '+14155550142', busy: true } };

export const WrongCode: Story = {
  ...at('phone'),
  args: {
    step: 'CODE',
    sentTo: '+14155550142',
    error: authErrorMessage({ code: 'auth/invalid-verification-code' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WRONG_CODE_MESSAGE);
    await expect(canvas.getByRole('textbox', { name: '6-digit code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Phone step', node: <PhoneSignIn {...args} /> },
        { name: 'Sending', node: <PhoneSignIn {...args} busy /> },
        {
          name: 'Send failed',
          node: <PhoneSignIn {...args} error="Too many attempts. Wait a few minutes, then try again." />,
        },
        { name: 'Code step', node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" /> },
        { name: 'Checking', node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" busy /> },
        {
          name: 'Wrong code',
          node: <PhoneSignIn {...args} step="CODE" sentTo="+14155550142" error={WRONG_CODE_MESSAGE} />,
        },
      ]}
    />
  ),
};
