import { describe, expect, it } from 'vitest';
import { attentionText, daysSince } from './attention';

const row = {
  classId: 'c',
  className: 'Biology',
  userId: 'u',
  studentName: 'Ada Lovelace',
  activityTitle: 'Quiz',
  attempts: 3,
  since: '2027-02-01T09:00:00Z',
};
const now = Date.parse('2027-02-10T10:00:00Z');

describe('why a student needs attention', () => {
  it('names the activity a student keeps failing, with the attempts', () => {
    expect(attentionText({ ...row, reason: 'failing' }, now)).toBe(
      'Has tried “Quiz” 3 times without passing.',
    );
  });

  it('counts whole days without progress', () => {
    expect(attentionText({ ...row, reason: 'idle' }, now)).toBe(
      'No progress on “Quiz” for 9 days.',
    );
    expect(daysSince('2027-02-09T09:00:00Z', now)).toBe(1);
    expect(daysSince('2027-03-01T00:00:00Z', now)).toBe(0);
  });

  it('says when a student who has not started joined', () => {
    expect(
      attentionText({ ...row, reason: 'not-started', activityTitle: null, attempts: 0 }, now),
    ).toBe('Has not opened an activity since joining on Feb 1, 2027.');
  });
});
