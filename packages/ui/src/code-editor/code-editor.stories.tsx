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
    const editor = await canvas.findByRole('textbox', { name: 'JavaScript' });
    await expect(editor).toHaveAccessibleDescription(
      'Tab indents. Press Escape, then Tab, to leave the editor.',
    );
    // CodeMirror reads typing from the DOM a moment later: keys sent at once can be dropped.
    const user = userEvent.setup({ delay: 25 });
    await user.click(editor);
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard('{Control>}{End}{/Control}{Enter}// done');
    await waitFor(() => expect(editor).toHaveTextContent('// done'));
    // The change reached the owner of the value, not only the editor's own text.
    await expect(canvas.getByTestId('length')).not.toHaveTextContent(`${sample.length} characters`);
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
    const editor = await within(canvasElement).findByRole('textbox', { name: 'CSS (read only)' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
  },
};
