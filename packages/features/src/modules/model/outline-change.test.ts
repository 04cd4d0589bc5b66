import type { ModuleWithOutline } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { movedOutline } from './outline-change';

const outline: ModuleWithOutline['sections'] = [
  {
    id: 's1',
    title: 'One',
    units: [
      {
        id: 'u1',
        title: 'Unit 1',
        activities: [
          { id: 'a1', type: 'ebook', title: 'A1' },
          { id: 'a2', type: 'form', title: 'A2' },
        ],
      },
    ],
  },
  {
    id: 's2',
    title: 'Two',
    units: [{ id: 'u2', title: 'Unit 2', activities: [{ id: 'a3', type: 'iframe', title: 'A3' }] }],
  },
];

const ids = (sections: typeof outline) =>
  sections.map(
    (s) => `${s.id}[${s.units.map((u) => `${u.id}(${u.activities.map((a) => a.id)})`)}]`,
  );

describe('movedOutline', () => {
  it('reorders sections', () => {
    expect(ids(movedOutline(outline, { kind: 'section', id: 's2', position: 0 }))).toEqual([
      's2[u2(a3)]',
      's1[u1(a1,a2)]',
    ]);
  });

  it('moves a unit into another section', () => {
    expect(
      ids(movedOutline(outline, { kind: 'unit', id: 'u1', parentId: 's2', position: 1 })),
    ).toEqual(['s1[]', 's2[u2(a3),u1(a1,a2)]']);
  });

  it('reorders activities within a unit and moves them across sections', () => {
    expect(
      ids(movedOutline(outline, { kind: 'activity', id: 'a2', parentId: 'u1', position: 0 })),
    ).toEqual(['s1[u1(a2,a1)]', 's2[u2(a3)]']);
    expect(
      ids(movedOutline(outline, { kind: 'activity', id: 'a1', parentId: 'u2', position: 0 })),
    ).toEqual(['s1[u1(a2)]', 's2[u2(a1,a3)]']);
  });

  it('clamps a position past the end and leaves the outline alone for an unknown id', () => {
    expect(
      ids(movedOutline(outline, { kind: 'activity', id: 'a1', parentId: 'u1', position: 99 })),
    ).toEqual(['s1[u1(a2,a1)]', 's2[u2(a3)]']);
    expect(movedOutline(outline, { kind: 'section', id: 'nope', position: 0 })).toBe(outline);
  });
});
