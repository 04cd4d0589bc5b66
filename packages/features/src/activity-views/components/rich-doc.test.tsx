import type { RichNode } from '@sparked/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RichDoc } from './rich-doc';

afterEach(cleanup);

const paragraph = (...content: RichNode[]) => ({ content: [{ type: 'paragraph', content }] });
const text = (value: string, attrs: Record<string, string | null>): RichNode => ({
  type: 'text',
  text: value,
  marks: [{ type: 'textStyle', attrs }],
});

describe('RichDoc', () => {
  it('shows text and highlight colours, the highlighted text in black or white to read', () => {
    render(
      <RichDoc
        doc={paragraph(
          text('green', { color: '#1a7f37', backgroundColor: null }),
          text('marked', { color: null, backgroundColor: '#1a237e' }),
          text('both', { color: '#ffeb3b', backgroundColor: '#000000' }),
        )}
      />,
    );
    const colorsOf = (shown: string) => {
      const { color, backgroundColor } = screen.getByText(shown).style;
      return { color, backgroundColor };
    };
    expect(colorsOf('green')).toEqual({ color: '#1a7f37', backgroundColor: '' });
    expect(colorsOf('marked')).toEqual({ color: '#ffffff', backgroundColor: '#1a237e' });
    expect(colorsOf('both')).toEqual({ color: '#ffeb3b', backgroundColor: '#000000' });
  });

  it('leaves out a stored colour that is not one the editor writes', () => {
    render(
      <RichDoc
        doc={paragraph(
          text('sneaky', { color: 'red; position: fixed', backgroundColor: 'url(x)' }),
        )}
      />,
    );
    const shown = screen.getByText('sneaky');
    expect(shown.closest('[style]')).toBeNull();
  });
});

describe('RichDoc glossary terms', () => {
  it('shows a term’s definition beside it when pressed, and hides it again', async () => {
    render(
      <RichDoc
        doc={paragraph(
          { type: 'text', text: 'Leaves hold ' },
          {
            type: 'text',
            text: 'chlorophyll',
            marks: [{ type: 'glossaryTerm', attrs: { definition: 'A green pigment.' } }],
          },
        )}
      />,
    );
    const term = screen.getByRole('button', { name: 'chlorophyll' });
    const definition = () => document.getElementById(term.getAttribute('aria-controls') ?? '');
    expect(term.getAttribute('aria-expanded')).toBe('false');
    expect(definition()).toBeNull();
    await userEvent.click(term);
    expect(term.getAttribute('aria-expanded')).toBe('true');
    expect(definition()?.textContent).toBe(' (A green pigment.)');
    await userEvent.click(term);
    expect(definition()).toBeNull();
  });

  it('closes on Escape from the keyboard, focus staying on the term', async () => {
    render(
      <RichDoc
        doc={paragraph({
          type: 'text',
          text: 'chlorophyll',
          marks: [{ type: 'glossaryTerm', attrs: { definition: 'A green pigment.' } }],
        })}
      />,
    );
    const term = screen.getByRole('button', { name: 'chlorophyll' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(term.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(term.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(term.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/A green pigment/)).toBeNull();
    expect(document.activeElement).toBe(term);
  });
});
