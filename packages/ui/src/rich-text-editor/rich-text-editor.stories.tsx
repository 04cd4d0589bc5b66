import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Stack } from '../stack';
import { headingLevels } from './extensions';
import { RichTextEditor, type RichTextValue } from './rich-text-editor';
import { richTextMarks } from './toolbar-state';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Lesson text', placeholder: 'Write the lesson…', onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function setup(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
  return {
    canvas,
    page: within(canvasElement.ownerDocument.body),
    text: canvas.getByRole('textbox', { name: 'Lesson text' }),
    tool: (name: string) => within(toolbar).getByRole('button', { name }),
  };
}

const paragraph = (text: string, textAlign?: string): RichTextValue => ({
  type: 'paragraph',
  ...(textAlign ? { attrs: { textAlign } } : {}),
  content: [{ type: 'text', text }],
});

const lesson: RichTextValue = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Water is ' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'H' },
        { type: 'text', marks: [{ type: 'bold' }, { type: 'subscript' }], text: '2' },
        { type: 'text', marks: [{ type: 'bold' }], text: 'O' },
        { type: 'text', text: ' and light travels at about 3×10' },
        { type: 'text', marks: [{ type: 'superscript' }], text: '8' },
        { type: 'text', text: ' m/s. ' },
        { type: 'text', marks: [{ type: 'italic' }, { type: 'underline' }], text: 'Remember' },
        { type: 'text', text: ' the ' },
        { type: 'text', marks: [{ type: 'strike' }], text: 'old' },
        { type: 'text', text: ' ' },
        {
          type: 'text',
          marks: [{ type: 'link', attrs: { href: '/academy' } }],
          text: 'academy notes',
        },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'orderedList',
      content: [
        { type: 'listItem', content: [paragraph('Observe')] },
        {
          type: 'listItem',
          content: [
            paragraph('Measure'),
            {
              type: 'bulletList',
              content: [{ type: 'listItem', content: [paragraph('twice')] }],
            },
          ],
        },
      ],
    },
    paragraph('Centred conclusion.', 'center'),
  ],
};

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, text } = setup(canvasElement);
    await expect(text).toHaveAttribute('aria-placeholder', 'Write the lesson…');
    await expect(canvas.getByText('Write the lesson…')).toBeVisible();

    await userEvent.click(text);
    await userEvent.keyboard('Hello class');
    await expect(text).toHaveTextContent('Hello class');
    await expect(canvas.queryByText('Write the lesson…')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'doc',
      content: [{ ...paragraph('Hello class'), attrs: { textAlign: null } }],
    });
  },
};

export const WithContent: Story = {
  args: { defaultValue: lesson },
  play: async ({ canvasElement }) => {
    const { text } = setup(canvasElement);
    await expect(text.querySelector('sub')).toHaveTextContent('2');
    await expect(text.querySelector('sup')).toHaveTextContent('8');
    await expect(text.querySelector('s')).toHaveTextContent('old');
    await expect(within(text).getByRole('link', { name: 'academy notes' })).toHaveAttribute(
      'href',
      '/academy',
    );
    await expect(within(text).getAllByRole('list')).toHaveLength(2);
    await expect(within(text).getByText('Centred conclusion.')).toHaveStyle({
      textAlign: 'center',
    });
  },
};

export const Headings: Story = {
  play: async ({ args, canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard('Two stages');
    await userEvent.click(tool('Subheading'));
    await expect(within(text).getByRole('heading', { level: 3 })).toHaveTextContent('Two stages');
    await expect(tool('Subheading')).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { textAlign: null, level: 3 },
          content: [{ type: 'text', text: 'Two stages' }],
        },
      ],
    });
    // Pressed again, the heading is a paragraph again.
    await userEvent.click(tool('Subheading'));
    await expect(within(text).queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** A document as the seed stores it, with a node from elsewhere that this editor does not know. */
const stored: RichTextValue = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Leaves' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Leaves are green' }] },
    { type: 'mathBlock', attrs: { tex: 'E=mc^2' }, content: [{ type: 'text', text: 'E = mc²' }] },
  ],
};

export const StoredDocument: Story = {
  args: { defaultValue: stored },
  play: async ({ args, canvasElement }) => {
    const { text } = setup(canvasElement);
    await expect(within(text).getByRole('heading', { level: 2 })).toHaveTextContent('Leaves');
    await expect(within(text).getByText(/cannot be edited here/)).toBeVisible();
    await expect(within(text).getByText('E = mc²')).toBeVisible();

    await userEvent.click(within(text).getByText('Leaves are green'));
    await userEvent.keyboard('!');
    // Only the paragraph typed in changes; the rest is saved exactly as it was stored.
    const [saved] = (args.onChange as Mock<(value: RichTextValue) => void>).mock.lastCall ?? [];
    await expect(saved?.content?.[0]).toEqual(stored.content?.[0]);
    await expect(saved?.content?.[1]?.content?.[0]?.text).toMatch(/^!?Leaves are green!?$/);
    await expect(saved?.content?.[2]).toEqual(stored.content?.[2]);
  },
};

export const ToolbarKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    // One tab stop: Tab lands on the first tool, the arrows walk the rest.
    await userEvent.tab();
    await expect(tool('Heading')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(tool('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool('Italic')).toHaveFocus();
    await userEvent.keyboard('{End}');
    // Remove colours is unavailable on uncoloured text and skipped.
    await expect(tool('Highlight: #fff59d')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool('Text colour: #000000')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool('Justify')).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(tool('Heading')).toHaveFocus();
    // Indent and outdent are unavailable outside a list and are skipped.
    await expect(tool('Indent')).toBeDisabled();
    await userEvent.tab();
    await expect(text).toHaveFocus();
  },
};

export const Marks: Story = {
  play: async ({ canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard('Photosynthesis');
    await userEvent.keyboard('{Control>}a{/Control}');

    await userEvent.click(tool('Bold'));
    await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await expect(text.querySelector('strong')).toHaveTextContent('Photosynthesis');
    await waitFor(() => expect(text).toHaveFocus());

    // From the text, Shift+Tab returns to the last tool used; Enter applies the next one.
    await userEvent.tab({ shift: true });
    await expect(tool('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(text).toHaveFocus());

    // tiptap's shortcuts keep the toolbar in step.
    await userEvent.keyboard('{Control>}u{/Control}');
    await expect(tool('Underline')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tool('Strikethrough'));
    await userEvent.click(tool('Superscript'));
    await expect(tool('Superscript')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tool('Subscript'));
    // Raised and lowered exclude each other.
    await expect(tool('Subscript')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool('Superscript')).toHaveAttribute('aria-pressed', 'false');
    await expect(text.querySelector('strong em u s sub, strong em s u sub')).not.toBeNull();
  },
};

/** Picks a colour in the popup its tool opens, by typing its hex, and leaves with Escape. */
async function pickColor(canvasElement: HTMLElement, trigger: HTMLElement, hex: string) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(trigger);
  const field = within(await page.findByRole('dialog')).getByRole('textbox', { name: 'Hex' });
  await userEvent.clear(field);
  await userEvent.type(field, hex);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
}

export const Colours: Story = {
  play: async ({ args, canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard('Chlorophyll is green');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(tool('Remove colours')).toBeDisabled();

    await pickColor(canvasElement, tool('Text colour: #000000'), '#1a7f37');
    const colored = () => text.querySelector<HTMLElement>('span[style]');
    await waitFor(() => expect(colored()?.style.color).toBe('rgb(26, 127, 55)'));
    await expect(tool('Text colour: #1a7f37')).toHaveFocus();

    // A highlight keeps the text colour the author chose.
    await pickColor(canvasElement, tool('Highlight: #fff59d'), '#e8f5e9');
    await waitFor(() => expect(colored()?.style.backgroundColor).toBe('rgb(232, 245, 233)'));
    await expect(colored()?.style.color).toBe('rgb(26, 127, 55)');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: [
          expect.objectContaining({
            content: [
              expect.objectContaining({
                marks: [
                  {
                    type: 'textStyle',
                    attrs: { color: '#1a7f37', backgroundColor: '#e8f5e9' },
                  },
                ],
              }),
            ],
          }),
        ],
      }),
    );

    await userEvent.click(tool('Remove colours'));
    await expect(colored()).toBeNull();
    await expect(tool('Remove colours')).toBeDisabled();
    await expect(tool('Text colour: #000000')).toBeVisible();
  },
};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const { page, text, tool } = setup(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard('Read the guide');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(tool('Link'));

    const dialog = await page.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(address).toBeInvalid();
    await expect(address).toHaveAccessibleDescription(
      /starts with https:\/\/, http:\/\/ or mailto:/,
    );
    await expect(text.querySelector('a')).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, 'https://sparked.test/guide{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(text).getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'href',
      'https://sparked.test/guide',
    );
    await waitFor(() => expect(text).toHaveFocus());
    await expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');

    // Reopened on a link, the field shows its address and the link can be removed.
    await userEvent.click(tool('Link'));
    const again = await page.findByRole('dialog', { name: 'Link' });
    await expect(within(again).getByRole('textbox', { name: 'Link address' })).toHaveValue(
      'https://sparked.test/guide',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(text.querySelector('a')).toBeNull());
  },
};

/** E-book text offers the glossary tool: the selected words become a term with a definition. */
export const GlossaryTerms: Story = {
  args: { glossary: true },
  play: async ({ canvasElement }) => {
    const { page, text, tool } = setup(canvasElement);
    await userEvent.click(text);
    await userEvent.click(tool('Glossary term'));
    const empty = await page.findByRole('dialog', { name: 'Glossary term' });
    const definition = within(empty).getByRole('textbox', { name: 'Definition' });
    await userEvent.type(definition, 'A green pigment{Enter}');
    await expect(definition).toHaveAccessibleDescription(/Select the term in the text first./);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(text);
    await userEvent.keyboard('chlorophyll');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(tool('Glossary term'));
    const dialog = await page.findByRole('dialog', { name: 'Glossary term' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Definition' }),
      'The green pigment in leaves{Enter}',
    );
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(text.querySelector('dfn')).toHaveAttribute(
      'data-definition',
      'The green pigment in leaves',
    );
    await waitFor(() => expect(text).toHaveFocus());
    await expect(tool('Glossary term')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LinkWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { page, text, tool } = setup(canvasElement);
    await userEvent.click(text);
    // With nothing selected, the address becomes the linked text.
    await userEvent.tab({ shift: true });
    // Past the heading and mark tools; separators are not stops.
    await userEvent.keyboard(
      `{Home}${'{ArrowRight}'.repeat(headingLevels.length + richTextMarks.length)}`,
    );
    await expect(tool('Link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Link' });
    await userEvent.keyboard('/academy{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(text).getByRole('link', { name: '/academy' })).toBeVisible();
    // Applying puts the caret back in the text a moment later (tiptap focuses on the next frame);
    // a click before that would see the popover it opens lose focus to the text and close.
    await waitFor(() => expect(text).toHaveFocus());

    // Escape closes without a change and returns to the tool.
    await userEvent.click(tool('Link'));
    await page.findByRole('dialog', { name: 'Link' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(tool('Link')).toHaveFocus();
  },
};

export const ListsAndIndent: Story = {
  play: async ({ canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    await userEvent.click(text);
    await userEvent.click(tool('Bulleted list'));
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    // The tool hands focus back to the text a frame later; keys typed before then go nowhere.
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard('Seeds{Enter}Soil');
    await expect(text).toHaveTextContent('SeedsSoil');
    // The toolbar follows the editor's state as it settles after typing.
    await waitFor(() => expect(tool('Indent')).toBeEnabled());

    await userEvent.click(tool('Indent'));
    await expect(text.querySelectorAll('ul ul li')).toHaveLength(1);
    await userEvent.click(tool('Outdent'));
    await expect(text.querySelectorAll('ul ul')).toHaveLength(0);

    await userEvent.click(tool('Numbered list'));
    await expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Alignment: Story = {
  args: { defaultValue: { type: 'doc', content: [paragraph('Quiz results')] } },
  play: async ({ canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    await userEvent.click(within(text).getByText('Quiz results'));
    await expect(tool('Align left')).toHaveAttribute('aria-pressed', 'true');
    for (const [name, textAlign] of [
      ['Align center', 'center'],
      ['Align right', 'right'],
      ['Justify', 'justify'],
      ['Align left', 'left'],
    ] as const) {
      await userEvent.click(tool(name));
      await expect(tool(name)).toHaveAttribute('aria-pressed', 'true');
      await expect(within(text).getByText('Quiz results')).toHaveStyle({ textAlign });
    }
    await expect(tool('Justify')).toHaveAttribute('aria-pressed', 'false');
  },
};

const photo = () => new File(['png'], 'class-photo.png', { type: 'image/png' });
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('The image tool has no file input.');
  return input;
};

export const ImageUpload: Story = {
  args: {
    onUploadImage: fn(async (file: File) => ({
      src: URL.createObjectURL(file),
      alt: 'Students at the science fair',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const { text, tool } = setup(canvasElement);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await userEvent.click(text);
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(args.onUploadImage).toHaveBeenCalledTimes(1);
    await expect(
      await within(text).findByRole('img', { name: 'Students at the science fair' }),
    ).toBeInTheDocument();
    await expect(tool('Insert image')).not.toHaveAttribute('aria-disabled');
  },
};

export const ImageUploading: Story = {
  args: { onUploadImage: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const { canvas, tool } = setup(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading “class-photo.png”…');
    const button = tool('Insert image');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still focusable, but a second upload cannot start.
    await userEvent.click(button);
    await expect(args.onUploadImage).toHaveBeenCalledTimes(1);
  },
};

export const ImageUploadFailed: Story = {
  args: {
    onUploadImage: fn(async () => {
      throw new Error('The file is larger than 5 MB.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, text } = setup(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“class-photo.png” could not be inserted. The file is larger than 5 MB.',
    );
    await expect(within(text).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithoutImageUpload: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = setup(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
  },
};

function ControlledEditor(props: Parameters<typeof RichTextEditor>[0]) {
  const [value, setValue] = useState<RichTextValue>({
    type: 'doc',
    content: [paragraph('Draft from the server')],
  });
  return (
    <Stack gap={3} align="start">
      <RichTextEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <Button
        variant="secondary"
        onClick={() => setValue({ type: 'doc', content: [paragraph('Restored version')] })}
      >
        Restore saved version
      </Button>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledEditor {...args} />,
  play: async ({ args, canvasElement }) => {
    const { canvas, text } = setup(canvasElement);
    await expect(text).toHaveTextContent('Draft from the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore saved version' }));
    await expect(text).toHaveTextContent('Restored version');
    // A value from the parent is not reported back as an edit.
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(text);
    await userEvent.keyboard('!');
    await expect(text).toHaveTextContent(/Restored version.*!|!.*Restored version/);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
