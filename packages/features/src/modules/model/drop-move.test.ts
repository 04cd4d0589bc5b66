import type { ModuleWithOutline } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { canDropOn, dropMove } from './drop-move';

const sections: ModuleWithOutline['sections'] = [
  {
    id: 's1',
    title: 'One',
    units: [
      {
        id: 'u1',
        title: 'U1',
        activities: [
          { id: 'a1', type: 'ebook', title: 'A1' },
          { id: 'a2', type: 'form', title: 'A2' },
        ],
      },
      { id: 'u2', title: 'U2', activities: [] },
    ],
  },
  { id: 's2', title: 'Two', units: [] },
];

const section = (id: string) => ({ id, data: { kind: 'section' as const } });
const unit = (id: string, parentId: string) => ({ id, data: { kind: 'unit' as const, parentId } });
const activity = (id: string, parentId: string) => ({
  id,
  data: { kind: 'activity' as const, parentId },
});

describe('dropMove', () => {
  it('takes the place of the item it is dropped on', () => {
    expect(dropMove(sections, section('s2'), section('s1'))).toEqual({
      kind: 'section',
      id: 's2',
      position: 0,
    });
    expect(dropMove(sections, activity('a1', 'u1'), activity('a2', 'u1'))).toEqual({
      kind: 'activity',
      id: 'a1',
      parentId: 'u1',
      position: 1,
    });
  });

  it('goes to the end of an empty parent it is dropped on', () => {
    expect(dropMove(sections, activity('a2', 'u1'), unit('u2', 's1'))).toEqual({
      kind: 'activity',
      id: 'a2',
      parentId: 'u2',
      position: 0,
    });
    expect(dropMove(sections, unit('u1', 's1'), section('s2'))).toEqual({
      kind: 'unit',
      id: 'u1',
      parentId: 's2',
      position: 0,
    });
  });

  it('asks for nothing when nothing would change or the target cannot hold it', () => {
    expect(dropMove(sections, section('s1'), null)).toBeNull();
    expect(dropMove(sections, activity('a1', 'u1'), activity('a1', 'u1'))).toBeNull();
    expect(dropMove(sections, activity('a2', 'u1'), unit('u1', 's1'))).toBeNull();
    expect(dropMove(sections, activity('a1', 'u1'), section('s2'))).toBeNull();
    expect(dropMove(sections, section('s1'), unit('u1', 's1'))).toBeNull();
  });
});

describe('canDropOn', () => {
  it('allows items of the same kind and empty parents only', () => {
    const dragged = { kind: 'activity' as const, parentId: 'u1' };
    expect(canDropOn(sections, dragged, activity('a2', 'u1'))).toBe(true);
    expect(canDropOn(sections, dragged, unit('u2', 's1'))).toBe(true);
    expect(canDropOn(sections, dragged, unit('u1', 's1'))).toBe(false);
    expect(canDropOn(sections, dragged, section('s2'))).toBe(false);
    expect(canDropOn(sections, { kind: 'unit', parentId: 's1' }, section('s2'))).toBe(true);
  });
});
