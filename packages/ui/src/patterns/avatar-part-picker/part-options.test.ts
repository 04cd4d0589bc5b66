import { describe, expect, it } from 'vitest';
import { avatarCatalogue } from '../avatar';
import { formatPrice, isLocked, nextIndex, optionName } from './part-options';

const [shortCrop, , , , , spikes] = avatarCatalogue.hair;

describe('isLocked', () => {
  it('never locks free options and locks priced ones the user does not own', () => {
    if (!shortCrop || !spikes) throw new Error('The catalogue lost its hair styles.');
    expect(isLocked(shortCrop, [])).toBe(false);
    expect(isLocked(spikes, [])).toBe(true);
    expect(isLocked(spikes, ['FrontHair6'])).toBe(false);
  });
});

describe('optionName', () => {
  it('names the option, its price and its lock', () => {
    if (!shortCrop || !spikes) throw new Error('The catalogue lost its hair styles.');
    expect(optionName(shortCrop, false, 'coins')).toBe('Short crop');
    expect(optionName(spikes, true, 'coins')).toBe('Spikes, 10,000 coins, Locked');
    expect(optionName(spikes, false, 'points')).toBe('Spikes, 10,000 points');
    expect(formatPrice(1500, 'coins')).toBe('1,500 coins');
  });
});

describe('nextIndex', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(nextIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 1, 3)).toBe(0);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('a', 0, 3)).toBeNull();
    expect(nextIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
