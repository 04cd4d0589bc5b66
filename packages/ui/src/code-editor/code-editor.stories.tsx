import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CodeEditor, type CodeEditorProps } from './code-editor';

const sample = `const button = document.getElementById('roll');
// Roll a six-sided die.
button.addEventListener('click', () => {
  const face = 1 + Math.floor(Math.random() * 6);
  console.log('You rolled', face, true);
});`;

function Controlled(props: Omit<CodeEditorProps, 'value' | 'onChange'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <CodeEditor {...props} value={value} onChange={setValue} />
      <output data-testid="length">{value.length} characters</output>
    </div>
  );
}

const meta = {
  title: 'Forms/CodeEditor',
  component: Controlled,
  args: { label: 'JavaScript', language: 'javascript', initial: sample, height: '12rem' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JavaScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'JavaScript' });
    await expect(editor).toHaveAccessibleDescription(
      'Tab indents. Press Escape, then Tab, to leave the editor.',
    );
    await userEvent.click(editor);
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('{Control>}{End}{/Control}{Enter}// done');
    await waitFor(() =>
      expect(canvas.getByTestId('length')).toHaveTextContent(`${sample.length + 8} characters`),
    );
  },
};

export const Html: Story = {
  args: {
    label: 'HTML',
    language: 'html',
    initial: '<main>\n  <h1>Dice</h1>\n  <button type="button" id="roll">Roll</button>\n</main>',
  },
};

export const ReadOnlyCss: Story = {
  args: {
    label: 'CSS (read only)',
    language: 'css',
    readOnly: true,
    initial: 'button {\n  padding: 0.5rem 1rem;\n  color: #ffffff;\n}',
  },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'CSS (read only)' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
  },
};
