import { describe, expect, it } from 'vitest';
import { ticketFailedMessage, ticketRefusedMessage } from './ticket-errors';

describe('ticket error messages (spec §8)', () => {
  it("prefixes the server's error with 'Error: '", () => {
    expect(ticketRefusedMessage('files must be images.')).toBe('Error: files must be images.');
  });

  it("prefixes the cause with 'Failed to submit issue: '", () => {
    expect(ticketFailedMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to submit issue: Failed to fetch',
    );
    expect(ticketFailedMessage('offline')).toBe('Failed to submit issue: offline');
  });
});
