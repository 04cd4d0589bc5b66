import { describe, expect, it } from 'vitest';
import { ticketRewardMessage } from './ticket-reward';

describe('ticketRewardMessage', () => {
  it('says what the first ticket earned', () => {
    expect(ticketRewardMessage([{ wallet: 'DIAMONDS', amount: 5 }])).toMatch(
      /^Thanks for reporting: this ticket earned you 5 .*diamonds?\.$/i,
    );
  });

  it('says nothing when filing earned nothing', () => {
    expect(ticketRewardMessage([])).toBeUndefined();
  });
});
