import { describe, expect, it } from 'vitest';
import { cssAspectRatio, embedProblem } from './embed-check';

const allowed = ['phet.colorado.edu', 'www.youtube-nocookie.com'];

describe('embedProblem', () => {
  it('accepts an https page on an allowed host', () => {
    expect(
      embedProblem('https://phet.colorado.edu/sims/html/greenhouse/latest', allowed),
    ).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(embedProblem('', allowed)).toBe('Paste the address of the page to show.');
    expect(embedProblem('http://phet.colorado.edu/x', allowed)).toBe(
      'Use a full https:// address.',
    );
    expect(embedProblem('https://evil.example/x', allowed)).toBe(
      'evil.example is not on the list of sites Sparked may show. Ask an admin to allow it.',
    );
  });
});

describe('cssAspectRatio', () => {
  it('turns the stored ratio into CSS', () => {
    expect(cssAspectRatio('16:9')).toBe('16 / 9');
  });
});
