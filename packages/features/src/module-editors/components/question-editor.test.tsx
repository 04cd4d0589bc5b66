import { activityContentSchema, type Question } from '@sparked/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { savableContent } from '../model/blocks';
import { QuestionEditor } from './question-editor';

/** The editor as an e-book's question block holds it: the latest question is what gets saved. */
function editing(question: Question) {
  const latest = { current: question };
  function Harness() {
    const [current, setCurrent] = useState(question);
    return (
      <QuestionEditor
        question={current}
        update={(next) => {
          latest.current = next;
          setCurrent(next);
        }}
      />
    );
  }
  render(<Harness />);
  /** The e-book as the editor saves it, read as the server reads it. */
  const saved = () =>
    activityContentSchema.parse(
      savableContent({
        type: 'ebook',
        blocks: [{ id: 'b1', type: 'question', question: latest.current }],
      }),
    );
  const savedQuestion = () => {
    const [block] = (saved() as { blocks: { question: Question }[] }).blocks;
    return block?.question;
  };
  return { latest, savedQuestion };
}

const gas: Extract<Question, { type: 'single' }> = {
  id: 'q1',
  type: 'single',
  prompt: 'Which gas do plants give off?',
  options: [
    { id: 'oxygen', text: 'Oxygen' },
    { id: 'nitrogen', text: 'Nitrogen' },
  ],
  correct: 'oxygen',
  points: 1,
  feedback: { correct: '', incorrect: '' },
};

/** Typed as a paste: a whole sentence key by key is slow on a busy machine and tests nothing more. */
async function write(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(cleanup);

describe('the question editor', { timeout: 30_000 }, () => {
  it('writes an option’s feedback and the explanation into the saved question', async () => {
    const user = userEvent.setup();
    const { savedQuestion } = editing(gas);
    await write(
      user,
      screen.getByRole('textbox', { name: 'Feedback for option 2' }),
      'Nitrogen stays in the air.',
    );
    await write(
      user,
      screen.getByRole('textbox', { name: /^Explanation/ }),
      'Split water gives off oxygen.',
    );
    expect(savedQuestion()).toMatchObject({
      options: [
        { id: 'oxygen', text: 'Oxygen' },
        { id: 'nitrogen', text: 'Nitrogen', feedback: 'Nitrogen stays in the air.' },
      ],
      explanation: 'Split water gives off oxygen.',
    });
    expect((savedQuestion() as typeof gas).options[0]).not.toHaveProperty('feedback');
  });

  it('leaves nothing behind when feedback is emptied again, so the question is as it was', async () => {
    const user = userEvent.setup();
    const { latest } = editing(gas);
    const feedback = screen.getByRole('textbox', { name: 'Feedback for option 1' });
    await write(user, feedback, 'Yes.');
    await user.clear(feedback);
    const explanation = screen.getByRole('textbox', { name: /^Explanation/ });
    await write(user, explanation, 'Because.');
    await user.clear(explanation);
    expect(latest.current).toEqual(gas);
  });

  it('gives a true-false question feedback for each answer', async () => {
    const user = userEvent.setup();
    const { savedQuestion } = editing({
      id: 'q2',
      type: 'true-false',
      prompt: 'Plants photosynthesise at night.',
      correct: false,
      points: 1,
      feedback: { correct: '', incorrect: '' },
    });
    await write(
      user,
      screen.getByRole('textbox', { name: 'Feedback for True' }),
      'They need light to do it.',
    );
    expect(savedQuestion()).toMatchObject({
      answerFeedback: { true: 'They need light to do it.' },
    });
    expect(screen.getByRole('textbox', { name: 'Feedback for False' })).toHaveProperty(
      'maxLength',
      1000,
    );
  });

  it('keeps the explanation and drops option feedback when a choice becomes an ordering', async () => {
    const user = userEvent.setup();
    const { latest } = editing({
      ...gas,
      options: gas.options.map((option) => ({ ...option, feedback: `${option.text}?` })),
      explanation: 'Split water.',
    });
    await user.click(screen.getByRole('combobox', { name: 'Kind of question' }));
    await user.click(screen.getByRole('option', { name: 'Ordering' }));
    expect(latest.current).toMatchObject({
      type: 'ordering',
      items: [
        { id: 'oxygen', text: 'Oxygen' },
        { id: 'nitrogen', text: 'Nitrogen' },
      ],
      explanation: 'Split water.',
    });
    expect(latest.current.type === 'ordering' && latest.current.items[0]).not.toHaveProperty(
      'feedback',
    );
  });
});
