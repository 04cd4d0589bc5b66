import { describe, expect, it } from 'vitest';
import { loopGuardName } from './loop-guard';
import { previewMarkup } from './preview-markup';

describe('previewMarkup', () => {
  it('guards the loops of inline scripts with the line of the HTML they are on', () => {
    const html = '<h1>Hi</h1>\n<script>\nlet n = 0;\nwhile (true) n++;\n</script>\n<p>after</p>';
    expect(previewMarkup(html)).toBe(
      `<h1>Hi</h1>\n<script>\nlet n = 0;\nwhile (true) {${loopGuardName}(4,"html");n++;}\n</script>\n<p>after</p>`,
    );
  });

  it('guards module scripts and leaves other script types and loops in text alone', () => {
    const html =
      '<p>while (true) {}</p><script type="module">for (;;) {}</script><script type="text/x-template">while (a) {}</script>';
    expect(previewMarkup(html)).toBe(
      `<p>while (true) {}</p><script type="module">for (;;) {${loopGuardName}(1,"html");}</script><script type="text/x-template">while (a) {}</script>`,
    );
  });

  it('renames the attributes that would give a frame a document of its own, outside scripts', () => {
    expect(previewMarkup('<iframe SRCDOC="x"></iframe><script>frame.srcdoc = "y";</script>')).toBe(
      '<iframe data-removed-SRCDOC="x"></iframe><script>frame.srcdoc = "y";</script>',
    );
    expect(previewMarkup('<div><template shadowrootmode="closed"></template></div>')).toBe(
      '<div><template data-removed-shadowrootmode="closed"></template></div>',
    );
  });

  it('guards a script left open at the end of the HTML', () => {
    expect(previewMarkup('<script>do x(); while (y)')).toBe(
      `<script>do {${loopGuardName}(1,"html");x();} while (y)`,
    );
  });
});
