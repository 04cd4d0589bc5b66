import type { ProjectCode, Specification } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { localFeedback } from './feedback';

const project = (code: Partial<ProjectCode>): ProjectCode => ({
  html: '',
  css: '',
  js: '',
  ...code,
});
const titles = (code: Partial<ProjectCode>, specification?: Specification) =>
  localFeedback(project(code), specification, 2).hints.map((hint) => [hint.title, hint.line]);

describe('local feedback', () => {
  it('says where a script does not parse, and nothing else about it', () => {
    const feedback = localFeedback(
      project({ js: 'let score = 0;\nif (score > 1 {\n}' }),
      undefined,
      2,
    );
    expect(feedback.hints).toHaveLength(1);
    expect(feedback.hints[0]).toMatchObject({
      title: 'The script does not run',
      part: 'js',
      line: 2,
      pointer: 'Line 2: Unexpected token.',
    });
    expect(feedback.summary).toBe(
      'One thing to look at. Fix one, run the project again, then ask again.',
    );
  });

  it('finds names never used, but not those the HTML calls or that start with _', () => {
    const js =
      'const unused = 1;\nfunction go() {}\nfunction shown() {}\nconst _ignored = 2;\nshown();';
    expect(titles({ js, html: '<button onclick="go()">Go</button>' })).toEqual([
      ['"unused" is never used', 1],
    ]);
  });

  it('finds code after a return, but not a function declared there', () => {
    const js =
      'function total(a) {\n  return a;\n  a += 1;\n}\nfunction later() {\n  return 1;\n  function hoisted() {}\n}\ntotal(1); later(); hoisted();';
    expect(titles({ js })).toEqual([['Code that never runs', 3]]);
  });

  it('finds an element the script looks for that the page lacks', () => {
    const js =
      "document.getElementById('scroe').textContent = '1';\ndocument.getElementById('score');";
    expect(titles({ js, html: '<p id="score"></p>' })).toEqual([
      ['Nothing on the page has the id "scroe"', 1],
    ]);
  });

  it('finds buttons nothing listens to, and markup a screen reader cannot name', () => {
    const html = [
      '<button id="roll">Roll</button>',
      '<button id="reset">Reset</button>',
      '<img src="data:,">',
      '<input id="age">',
      '<label>Name <input></label>',
      '<button aria-label="Close" onclick="close()"></button>',
      '<button onclick="go()"></button>',
      '<div onclick="go()">Go</div>',
      '<form><button>Send</button></form>',
    ].join('\n');
    const js = "document.getElementById('roll').addEventListener('click', () => {});";
    expect(titles({ html, js })).toEqual([
      ['A picture without a description', 3],
      ['A box without a label', 4],
      ['A button without words', 7],
      ['Something clickable that is not a button', 8],
      ['"Reset" does nothing', 2],
    ]);
  });

  it('asks about an acceptance check nothing in the code mentions', () => {
    const specification: Specification = {
      title: 'Timer',
      summary: '',
      goals: ['Time things.'],
      inputs: [],
      behaviour: ['Counts down.'],
      acceptanceChecks: ['The countdown beeps at zero.', 'The time left is shown.'],
    };
    const hints = localFeedback(project({ html: '<p>Time left: 5</p>' }), specification, 2).hints;
    expect(hints.map((hint) => hint.pointer)).toEqual([
      'Acceptance check 1, "The countdown beeps at zero.": nothing in the code mentions "count…", "beeps…", "zero…".',
    ]);
  });

  it('tells each hint at the level asked for: nudge, then pointer, then worked example', () => {
    const code = project({ js: 'const unused = 1;' });
    const [nudge] = localFeedback(code, undefined, 1).hints;
    const [pointer] = localFeedback(code, undefined, 2).hints;
    const [example] = localFeedback(code, undefined, 3).hints;
    expect(nudge).toMatchObject({ nudge: expect.any(String), pointer: null, example: null });
    expect(pointer).toMatchObject({
      pointer: 'Line 1: "unused" is declared but nothing reads or calls it.',
      example: null,
    });
    expect(example?.example).toContain('addEventListener');
    expect(localFeedback(code, undefined, 1).summary).toBe(
      'One thing to look at. Start with the first; ask for more help if you are stuck.',
    );
  });
});
