import { ticketStatuses, ticketTypes } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import {
  anyValue,
  documentParagraphs,
  filterValue,
  statusFilterOptions,
} from './ticket-presentation';

describe('ticket filters', () => {
  it('offers every status after "All statuses"', () => {
    expect(statusFilterOptions.map((option) => option.label)).toEqual([
      'All statuses',
      'Open',
      'In progress',
      'Resolved',
      'Closed',
    ]);
  });

  it('sends a known value and leaves "any" or anything else out', () => {
    expect(filterValue('Bug', ticketTypes)).toBe('Bug');
    expect(filterValue('in_progress', ticketStatuses)).toBe('in_progress');
    expect(filterValue(anyValue, ticketTypes)).toBeUndefined();
    expect(filterValue('Epic', ticketTypes)).toBeUndefined();
  });
});

describe('documentParagraphs', () => {
  it('joins the text nodes of each paragraph and keeps empty lines', () => {
    expect(
      documentParagraphs({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Submit ' },
              { type: 'text', text: 'does nothing.' },
            ],
          },
          { type: 'paragraph' },
          { type: 'paragraph', content: [{ type: 'text', text: 'ada@sparked.test' }] },
        ],
      }),
    ).toEqual(['Submit does nothing.', '', 'ada@sparked.test']);
  });
});
