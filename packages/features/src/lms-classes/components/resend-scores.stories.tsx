import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callsTo, failure, mockApiClient, ok } from '../../story-support/mock-api-client';
import { withAppProviders } from '../../story-support/story-providers';
import { ResendScores } from './resend-scores';

const student = { userId: '0b7a3c1e-5d2f-4c8a-9e61-2f4d8b7c6a15', name: 'Lina Park' };
const sendAgain = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Send Lina Park’s failed scores again' });

const meta = {
  title: 'Features/LMS classes/ResendScores',
  component: ResendScores,
  decorators: [withAppProviders],
  args: {
    client: mockApiClient({ resendLtiScores: ok({ requeued: 2 }) }),
    classId: '5f0e2d9c-8a71-4b36-b2d4-1c9e7f3a6b08',
    student,
    platformName: 'Moodle',
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof ResendScores>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const button = sendAgain(canvasElement);
    await expect(button).toHaveTextContent('Send again');
    await userEvent.click(button);
    // The student's failed scores wait for the sender again; nothing to say beside the button.
    // The last call: the client's record lasts across replays of the story.
    await waitFor(() =>
      expect(callsTo(args.client, 'resendLtiScores').at(-1)).toEqual(
        expect.objectContaining({
          params: { classId: args.classId },
          body: { userId: student.userId },
        }),
      ),
    );
    await expect(sendAgain(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { client: mockApiClient({ resendLtiScores: 'pending' }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(sendAgain(canvasElement));
    // Busy while it asks, and a second click cannot ask twice; it keeps focus (decision 0044).
    await expect(sendAgain(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(sendAgain(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(sendAgain(canvasElement)).toHaveFocus();
  },
};

export const Refused: Story = {
  args: {
    client: mockApiClient({
      resendLtiScores: failure(503, 'unavailable', 'Sparked is busy. Try again shortly.'),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(sendAgain(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Sparked could not queue the scores for Moodle again. Try again.',
    );
    await expect(sendAgain(canvasElement)).toBeEnabled();
  },
};
