import { describe, expect, it } from 'vitest';
import { isEducatorToolsVisible } from './educator-tools-visibility';

describe('isEducatorToolsVisible', () => {
  it('shows on the code box and in the educator area', () => {
    for (const path of [
      '/ai-tools/code-box',
      '/ai-tools/code-box/42',
      '/educator',
      '/educator/',
      '/educator/modules/7/contents',
    ]) {
      expect(isEducatorToolsVisible(path), path).toBe(true);
    }
  });

  it('hides everywhere else, including look-alike paths', () => {
    for (const path of [
      '/',
      '/ai-tools',
      '/ai-tools/janus',
      '/academy',
      '/educators',
      '/profile',
    ]) {
      expect(isEducatorToolsVisible(path), path).toBe(false);
    }
  });

  it('hides on competition pages', () => {
    for (const path of [
      '/spring-competition',
      '/winter-competition/puzzle-maker',
      '/educator/competition-results',
    ]) {
      expect(isEducatorToolsVisible(path), path).toBe(false);
    }
  });
});
