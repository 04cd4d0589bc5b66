import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Markdown } from './markdown';
import { isSafeUrl } from './safe-url';
import { xssPayloads } from './xss-payloads';

const greeting = `Hello! I'm **Janus**, your help-desk assistant. I can:
- troubleshoot a problem with a lesson
- file a bug ticket or an assistance ticket
• answer questions about [the academy](/academy)

Type your question below.`;

const meta = {
  title: 'Content/Markdown',
  component: Markdown,
  args: { children: greeting },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('answer questions about the academy');
    // Only the subset is markup: emphasis stays literal text.
    await expect(canvas.getByText(/\*\*Janus\*\*/)).toBeVisible();
  },
};

export const Links: Story = {
  args: {
    children:
      'Read [the guide](https://sparked.test/guide), write to [support](mailto:help@sparked.test) or download [your report](sandbox:/mnt/data/report.csv).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = canvas.getByRole('link', { name: 'the guide (opens in a new tab)' });
    await expect(guide).toHaveAttribute('href', 'https://sparked.test/guide');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /support/ })).toHaveAttribute(
      'href',
      'mailto:help@sparked.test',
    );
    // Files from the assistant's sandbox are served by the app.
    await expect(canvas.getByRole('link', { name: /your report/ })).toHaveAttribute(
      'href',
      '/downloads/report.csv',
    );
  },
};

export const UnsafeLinkBecomesText: Story = {
  args: { children: 'Please [click here](javascript:alert(1)) to continue.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Please click here to continue.')).toBeVisible();
  },
};

export const CodeBlock: Story = {
  args: {
    children:
      'Install it with `npm install`, then:\n\n```ts\nconst answer: number = 42; // a long line that has to scroll sideways inside a narrow chat bubble\ndocument.title = "<b>" + answer + "</b>";\n```',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'ts' });
    await expect(within(figure).getByText(/const answer: number = 42;/)).toBeVisible();
    await expect(canvas.getByText('npm install').tagName).toBe('CODE');
    // The block keeps its markup characters as text.
    await expect(figure).toHaveTextContent('document.title = "<b>" + answer + "</b>";');

    // Keyboard users reach the block to scroll it.
    await userEvent.tab();
    await expect(figure.querySelector('pre')).toHaveFocus();
  },
};

export const XssCorpus: Story = {
  args: { children: '' },
  render: () => (
    <div>
      {xssPayloads.map((payload) => (
        <Markdown key={payload}>{payload}</Markdown>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const flagged = () => (window as { xssFired?: unknown }).xssFired;
    // Give any injected handler (onerror, onload, ontoggle) time to fire.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(flagged()).toBeUndefined();

    const dangerous = 'script, img, iframe, svg, object, embed, style, math, details, input, body';
    await expect(canvasElement.querySelectorAll(dangerous)).toHaveLength(0);

    const handlers = [...canvasElement.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    );
    await expect(handlers).toEqual([]);

    for (const link of canvasElement.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      await expect(isSafeUrl(href)).toBe(true);
      await expect(['http:', 'https:', 'mailto:']).toContain(new URL(link.href).protocol);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // The payloads are shown as the text they are.
    await expect(
      within(canvasElement).getAllByText(/<script>window\.xssFired = 1<\/script>/),
    ).not.toHaveLength(0);
  },
};
