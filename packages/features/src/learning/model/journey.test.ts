import type { LearnerOutline } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { activityAfter, nextActivity, outlineActivities } from './journey';

const activity = (
  id: string,
  status: LearnerOutline['sections'][0]['units'][0]['activities'][0]['status'],
) => ({
  id,
  type: 'ebook',
  title: `Activity ${id}`,
  status,
  score: null,
});

const outline = (...units: ReturnType<typeof activity>[][]): LearnerOutline => ({
  classId: 'c',
  moduleId: 'm',
  version: 1,
  title: 'Module',
  description: '',
  sequential: false,
  completed: 0,
  total: units.flat().length,
  sections: [
    {
      id: 's1',
      title: 'Section',
      units: units.map((activities, index) => ({ id: `u${index}`, title: 'Unit', activities })),
    },
  ],
});

describe('the journey through a module', () => {
  it('lists activities in section, unit and activity order', () => {
    const map = outline(
      [activity('a', 'completed'), activity('b', 'available')],
      [activity('c', 'locked')],
    );
    expect(outlineActivities(map).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('carries on with the first open activity that is not done, skipping locked ones', () => {
    const map = outline(
      [activity('a', 'completed'), activity('b', 'locked')],
      [activity('c', 'in-progress'), activity('d', 'available')],
    );
    expect(nextActivity(map)?.id).toBe('c');
  });

  it('has nothing next once every activity is done', () => {
    expect(nextActivity(outline([activity('a', 'completed')]))).toBeUndefined();
  });

  it('finds the activity after one across units, and none after the last', () => {
    const map = outline([activity('a', 'completed')], [activity('b', 'locked')]);
    expect(activityAfter(map, 'a')?.id).toBe('b');
    expect(activityAfter(map, 'b')).toBeUndefined();
    expect(activityAfter(map, 'missing')).toBeUndefined();
  });
});
