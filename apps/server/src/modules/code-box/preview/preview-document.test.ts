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

  it('tells the runner the line the student script starts on', () => {
    const page = previewDocument({ html: '<p>1</p>\n<p>2</p>', css: '', js: 'first();' });
    const lines = page.split('\n');
    const firstLine = lines.indexOf('first();') + 1;
    expect(page).toContain(`event.lineno >= ${firstLine} ? event.lineno - ${firstLine} + 1`);
  });

  it('keeps the student text from closing the elements it sits in', () => {
    const page = previewDocument({
      html: '',
      css: '</style><script>x()</script>',
      js: 'const s = "</script><b>";',
    });
    expect(page).toContain('<style>\n<\\/style><script>x()</script>\n</style>');
    expect(page).toContain('const s = "<\\/script><b>";\n</script>\n</body>');
  });
});
