import type { GameQuestion } from '@sparked/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnswerOptions } from './answer-options';

const question: GameQuestion = {
  index: 0,
  prompt: 'Which planet is closest to the Sun?',
  answerKind: 'option',
  options: [
    { id: 'mercury', text: 'Mercury' },
    { id: 'venus', text: 'Venus' },
    { id: 'earth', text: 'Earth' },
    { id: 'mars', text: 'Mars' },
  ],
  seconds: 20,
  startedAt: '2026-11-27T10:00:00.000Z',
};

const meta = {
  title: 'Features/Games/AnswerOptions',
  component: AnswerOptions,
  args: { question, chosen: [], reveal: null, disabled: false, onChoose: fn() },
} satisfies Meta<typeof AnswerOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player's phone before answering: four large buttons, each with a letter. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const answers = within(canvasElement).getByRole('list', { name: 'Answers' });
    await userEvent.click(await within(answers).findByRole('button', { name: /Venus/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('venus');
  },
};

/** Chosen and locked: the choice says "Your answer" in words, not only in colour. */
export const Chosen: Story = {
  render: function Chosen(args) {
    const [chosen, setChosen] = useState<string[]>([]);
    return (
      <AnswerOptions
        {...args}
        chosen={chosen}
        disabled={chosen.length > 0}
        onChoose={(id) => setChosen([id])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Mercury/ }));
    await expect(canvas.getByRole('button', { name: /Mercury.*Your answer/ })).toBeDisabled();
  },
};

/** The host's reveal: the right answer named, and how many picked each option. */
export const Revealed: Story = {
  args: {
    chosen: ['venus'],
    disabled: true,
    reveal: {
      correctOptionIds: ['mercury'],
      acceptedAnswers: [],
      explanation: 'Mercury orbits closest, at about 58 million km.',
      counts: { mercury: 14, venus: 5, earth: 2, mars: 1 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /Mercury.*Right answer · 14 picked this/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /Venus.*Your answer · 5 picked this/ }),
    ).toBeVisible();
  },
};
