import type { Avatar } from '@sparked/contracts';
import { defaultAvatar } from '@sparked/ui/patterns/avatar';
import { describe, expect, it } from 'vitest';
import { applySavedAvatar, sameAvatar, toSavedAvatar, withColor } from './saved-avatar';

const saved: Avatar = {
  background: { backgroundColor: '#dbeafe' },
  head: { variation: 'Head2', blushColor: '#ff9c7d' },
  body: { variation: 'Body2', bodyColor: '#8d5524', shirtColor: '#2a9d8f' },
  eyes: { variation: 'Eyes3', eyesColor: '#1d4ed8', browsColor: '#000000' },
  hair: { variation: 'FrontHair2', hairColor: '#6b3e26' },
  mouth: { variation: 'Mouth2' },
  headwear: { variation: 'Headwear1' },
};

describe('applySavedAvatar', () => {
  it('applies the saved avatar and marks it loaded', () => {
    const model = applySavedAvatar(saved);
    expect(model.loaded).toBe(true);
    expect(model.hair).toEqual({
      variation: 'FrontHair2',
      hairColor: '#6b3e26',
      hasBackDisplay: true,
    });
    expect(model.headwear.variation).toBe('Headwear1');
  });

  it('gives a user who never saved the defaults, loaded', () => {
    expect(applySavedAvatar(null)).toEqual({ ...defaultAvatar, loaded: true });
  });

  it('falls back to the default for a variation this app cannot draw', () => {
    const model = applySavedAvatar({
      ...saved,
      hair: { variation: 'FrontHair99', hairColor: '#000000' },
    });
    expect(model.hair.variation).toBe('FrontHair1');
  });
});

describe('toSavedAvatar', () => {
  it('round-trips the saved avatar without the client-only flags', () => {
    const payload = toSavedAvatar(applySavedAvatar(saved));
    expect(payload).toEqual(saved);
    expect(payload).not.toHaveProperty('loaded');
    expect(payload.hair).not.toHaveProperty('hasBackDisplay');
  });
});

describe('withColor and sameAvatar', () => {
  it('changes one colour of one part and tells the change apart', () => {
    const model = applySavedAvatar(saved);
    const changed = withColor(model, 'body', 'shirtColor', '#ff0000');
    expect(changed.body).toEqual({
      variation: 'Body2',
      bodyColor: '#8d5524',
      shirtColor: '#ff0000',
    });
    expect(model.body.shirtColor).toBe('#2a9d8f');
    expect(sameAvatar(model, changed)).toBe(false);
    expect(sameAvatar(model, { ...model, loaded: false })).toBe(true);
  });
});
