import { describe, expect, it } from 'vitest';
import { guardLoops, loopGuardName } from './loop-guard';
import { previewDocument } from './preview-document';

describe('guardLoops', () => {
  it('calls the guard first in every kind of loop body, braced or not', () => {
    const js =
      'while (true) {}\nfor (;;) x++;\ndo { y(); } while (z);\nfor (const a of b) for (const k in a) k;';
    expect(guardLoops(js)).toBe(
      [
        `while (true) {${loopGuardName}(1);}`,
        `for (;;) {${loopGuardName}(2);x++;}`,
        `do {${loopGuardName}(3); y(); } while (z);`,
        `for (const a of b) {${loopGuardName}(4);for (const k in a) {${loopGuardName}(4);k;}}`,
      ].join('\n'),
    );
  });

  it('leaves a script that does not parse as it is, for the browser to report', () => {
    expect(guardLoops('while (true {')).toBe('while (true {');
  });
});

describe('previewDocument', () => {
  it('runs the runner first, then the style, the HTML and the guarded script', () => {
    const page = previewDocument({
      html: '<p id="x">Hi</p>',
      css: 'p { color: red; }',
      js: 'while (a) b();',
    });
    const order = [
      '__sparkedLoopGuard',
      'p { color: red; }',
      '<p id="x">Hi</p>',
      `while (a) {${loopGuardName}(1);b();}`,
    ];
    const positions = order.map((part) => page.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('starts the student script on the line of its tag, so error lines are the editor lines', () => {
    const page = previewDocument({ html: '<p>1</p>', css: '', js: 'first();\nsecond();' });
    expect(page).toContain('<script>first();\nsecond();\n</script>');
  });

  it('keeps the student text from closing the elements it sits in', () => {
    const page = previewDocument({
      html: '',
      css: '</style><script>x()</script>',
      js: 'const s = "</script><b>";',
    });
    expect(page).toContain('<style>\n<\\/style><script>x()</script>\n</style>');
    expect(page).toContain('<script>const s = "<\\/script><b>";\n</script>\n</body>');
  });
});
