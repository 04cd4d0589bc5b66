import { describe, expect, it } from 'vitest';
import { centredSquare, fitWithin, toPngName } from './image-geometry';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 1700, height: 400 }, 850)).toEqual({ width: 850, height: 200 });
    expect(fitWithin({ width: 600, height: 1200 }, 850)).toEqual({ width: 425, height: 850 });
  });

  it('never scales up', () => {
    expect(fitWithin({ width: 850, height: 850 }, 850)).toEqual({ width: 850, height: 850 });
    expect(fitWithin({ width: 20, height: 10 }, 850)).toEqual({ width: 20, height: 10 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin({ width: 10_000, height: 2 }, 850)).toEqual({ width: 850, height: 1 });
  });
});

describe('centredSquare', () => {
  it('crops the middle of a landscape or portrait image', () => {
    expect(centredSquare({ width: 300, height: 100 })).toEqual({
      x: 100,
      y: 0,
      width: 100,
      height: 100,
    });
    expect(centredSquare({ width: 50, height: 90 })).toEqual({
      x: 0,
      y: 20,
      width: 50,
      height: 50,
    });
  });
});

describe('toPngName', () => {
  it('replaces the last extension with .png', () => {
    expect(toPngName('photo.jpeg')).toBe('photo.png');
    expect(toPngName('screen.shot.webp')).toBe('screen.shot.png');
    expect(toPngName('already.png')).toBe('already.png');
  });

  it('adds .png when there is no extension', () => {
    expect(toPngName('screenshot')).toBe('screenshot.png');
    expect(toPngName('.hidden')).toBe('.hidden.png');
  });
});
