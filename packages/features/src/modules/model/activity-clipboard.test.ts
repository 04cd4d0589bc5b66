import { emptyContent } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { copiedActivity, pastedActivity } from './activity-clipboard';

describe('activity clipboard data', () => {
  it('reads back what was copied', () => {
    const content = emptyContent('form');
    expect(pastedActivity(copiedActivity(content))).toEqual(content);
  });

  it('refuses anything that is not an activity', () => {
    expect(pastedActivity({ content: { type: 'ebook', blocks: 'nope' } })).toBeNull();
    expect(pastedActivity('text')).toBeNull();
    expect(pastedActivity(undefined)).toBeNull();
  });
});
