import { describe, expect, it } from 'vitest';
import { backHair } from './art/hair';
import {
  avatarCatalogue,
  defaultAvatar,
  hairVariations,
  premiumHairCost,
  resolveAvatar,
  withVariation,
} from './avatar-model';

describe('defaultAvatar', () => {
  it('has the colours and variations of spec §3 and §9', () => {
    expect(defaultAvatar).toEqual({
      background: { backgroundColor: '#ffffff' },
      head: { variation: 'Head1', blushColor: '#ff9c7d' },
      body: { variation: 'Body1', bodyColor: '#ffb89d', shirtColor: '#f3a13f' },
      eyes: { variation: 'Eyes1', eyesColor: '#000000', browsColor: '#000000' },
      hair: { variation: 'FrontHair1', hasBackDisplay: false, hairColor: '#000000' },
      mouth: { variation: 'Mouth1' },
      headwear: { variation: '' },
      loaded: false,
    });
  });
});

describe('avatarCatalogue', () => {
  it('offers the eight front hair styles with their prices and back layers (spec §3)', () => {
    expect(
      avatarCatalogue.hair.map(({ id, cost, hasBackDisplay }) => [id, cost, hasBackDisplay]),
    ).toEqual([
      ['FrontHair1', 0, false],
      ['FrontHair2', 0, true],
      ['FrontHair3', 0, true],
      ['FrontHair4', 0, true],
      ['FrontHair5', 0, true],
      ['FrontHair6', 10000, false],
      ['FrontHair7', 10000, false],
      ['FrontHair8', 10000, false],
    ]);
    expect(premiumHairCost).toBe(10000);
    expect(avatarCatalogue.hair.map((option) => option.id)).toEqual([...hairVariations]);
  });

  it('draws back hair exactly for the styles that have a back display', () => {
    const withBack = avatarCatalogue.hair
      .filter((option) => option.hasBackDisplay)
      .map((option) => option.id);
    expect(Object.keys(backHair).sort()).toEqual([...withBack].sort());
  });

  it('has at least 3 heads and bodies, 4 eyes and mouths and 4 headwear, and no headwear by default', () => {
    expect(avatarCatalogue.head.length).toBeGreaterThanOrEqual(3);
    expect(avatarCatalogue.body.length).toBeGreaterThanOrEqual(3);
    expect(avatarCatalogue.eyes.length).toBeGreaterThanOrEqual(4);
    expect(avatarCatalogue.mouth.length).toBeGreaterThanOrEqual(4);
    expect(
      avatarCatalogue.headwear.filter((option) => option.id !== '').length,
    ).toBeGreaterThanOrEqual(4);
    expect(avatarCatalogue.headwear[0]).toEqual({ id: '', label: 'None', cost: 0 });
  });

  it('gives every option a unique id and a label', () => {
    for (const options of Object.values(avatarCatalogue)) {
      const ids = options.map((option) => option.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const option of options) expect(option.label).not.toBe('');
    }
  });
});

describe('resolveAvatar', () => {
  it('fills a partial avatar in from the defaults, part by part', () => {
    const avatar = resolveAvatar({ body: { shirtColor: '#2a9d8f' }, eyes: { variation: 'Eyes3' } });
    expect(avatar.body).toEqual({
      variation: 'Body1',
      bodyColor: '#ffb89d',
      shirtColor: '#2a9d8f',
    });
    expect(avatar.eyes).toEqual({
      variation: 'Eyes3',
      eyesColor: '#000000',
      browsColor: '#000000',
    });
    expect(avatar.head).toEqual(defaultAvatar.head);
    expect(resolveAvatar()).toEqual(defaultAvatar);
  });

  it('takes hasBackDisplay from the hair style, correcting stale saved data', () => {
    expect(resolveAvatar({ hair: { variation: 'FrontHair3' } }).hair.hasBackDisplay).toBe(true);
    expect(
      resolveAvatar({ hair: { variation: 'FrontHair7', hasBackDisplay: true } }).hair
        .hasBackDisplay,
    ).toBe(false);
  });

  it('falls back to the default variation for one it does not know', () => {
    const saved = JSON.parse('{"head":{"variation":"Head99"},"headwear":{"variation":"Halo"}}');
    const avatar = resolveAvatar(saved);
    expect(avatar.head.variation).toBe('Head1');
    expect(avatar.headwear.variation).toBe('');
  });

  it('keeps the loaded flag (spec §4)', () => {
    expect(resolveAvatar({ loaded: true }).loaded).toBe(true);
  });
});

describe('withVariation', () => {
  it('switches one part and keeps its colours', () => {
    const avatar = withVariation({ hair: { hairColor: '#6b3e26' } }, 'hair', 'FrontHair5');
    expect(resolveAvatar(avatar).hair).toEqual({
      variation: 'FrontHair5',
      hasBackDisplay: true,
      hairColor: '#6b3e26',
    });
  });
});
