import { describe, expect, it, vi } from 'vitest';
import { handOverUrl, takeHandOver } from './hand-over';

describe('the launch hand-over in the address', () => {
  it('reads the code and target once, removing them from the address without a new entry', () => {
    const replaceState = vi.fn();
    const history = { state: { key: 'k' }, replaceState };
    const taken = takeHandOver(
      { hash: '#code=abc-123&to=%2Fplayer%2Fclasses%2Fc', pathname: '/lms-launch', search: '' },
      history,
    );
    expect(taken).toEqual({ code: 'abc-123', to: '/player/classes/c' });
    expect(replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/lms-launch');
    // A second render finds the address already cleared and answers the same hand-over.
    expect(takeHandOver({ hash: '', pathname: '/lms-launch', search: '' }, history)).toEqual(taken);
    expect(replaceState).toHaveBeenCalledTimes(1);
  });

  it('makes the address a new tab signs in with', () => {
    const url = new URL(handOverUrl('https://sparked.test', 'c0de', '/player?x=1'));
    expect(url.pathname).toBe('/lms-launch');
    expect(new URLSearchParams(url.hash.slice(1)).get('to')).toBe('/player?x=1');
    expect(new URLSearchParams(url.hash.slice(1)).get('code')).toBe('c0de');
  });
});
