import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n } from '@sparked/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { shownState } from './change-states';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe("a bulk change's before and after, as the preview shows them", () => {
  it("names roles and statuses in the reader's language, and tags as they are called", () => {
    i18n.loadAndActivate({
      locale: 'fil',
      messages: {
        [generateMessageId('Student')]: ['Mag-aaral'],
        [generateMessageId('Deactivated')]: ['Naka-deactivate'],
      },
    });
    const setRole = { kind: 'setRole', role: 'facilitator' } as const;
    expect(shownState(setRole, 'student', 'wala')).toBe('Mag-aaral');
    expect(shownState({ kind: 'deactivate' }, 'deactivated', 'wala')).toBe('Naka-deactivate');
    const addTag = { kind: 'addTag', tagId: 't' } as const;
    expect(shownState(addTag, 'none', 'wala')).toBe('wala');
    expect(shownState(addTag, 'Chess club, Robotics', 'wala')).toBe('Chess club, Robotics');
  });

  it('reads as the answer said it in English', () => {
    expect(shownState({ kind: 'reactivate' }, 'active', 'none')).toBe('Active');
    expect(shownState({ kind: 'setRole', role: 'admin' }, 'facilitator', 'none')).toBe(
      'Facilitator',
    );
  });
});
