import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MarkdownBlock,
  type MarkdownInline,
  parseInline,
  parseMarkdown,
} from './parse-markdown';
import { isSafeUrl } from './safe-url';

const text = (value: string): MarkdownInline => ({ type: 'text', text: value });

describe('parseInline', () => {
  it('keeps plain text, markup characters included, as text', () => {
    expect(parseInline('<b>Hi</b> & **bye**')).toEqual([text('<b>Hi</b> & **bye**')]);
  });

  it('reads inline code', () => {
    expect(parseInline('Run `npm test` now')).toEqual([
      text('Run '),
      { type: 'code', text: 'npm test' },
      text(' now'),
    ]);
  });

  it('leaves unpaired and empty backticks as text', () => {
    expect(parseInline('a ` b')).toEqual([text('a ` b')]);
    expect(parseInline('a `` b')).toEqual([text('a `` b')]);
  });

  it('reads links', () => {
    expect(parseInline('See [the guide](https://sparked.test/guide).')).toEqual([
      text('See '),
      { type: 'link', href: 'https://sparked.test/guide', text: 'the guide' },
      text('.'),
    ]);
  });

  it('keeps one level of parentheses in a URL', () => {
    expect(parseInline('[Pi](https://en.wikipedia.org/wiki/Pi_(letter))')).toEqual([
      { type: 'link', href: 'https://en.wikipedia.org/wiki/Pi_(letter)', text: 'Pi' },
    ]);
  });

  it('rewrites sandbox files to /downloads/', () => {
    expect(parseInline('[report](sandbox:/mnt/data/report.csv)')).toEqual([
      { type: 'link', href: '/downloads/report.csv', text: 'report' },
    ]);
  });

  it('accepts mailto and relative links', () => {
    expect(parseInline('[mail](mailto:help@sparked.test) [home](/dashboard)')).toEqual([
      { type: 'link', href: 'mailto:help@sparked.test', text: 'mail' },
      text(' '),
      { type: 'link', href: '/dashboard', text: 'home' },
    ]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '[x](//evil.example)',
  ])('turns the refused link %j into its text', (source) => {
    expect(parseInline(source)).toEqual([text('x')]);
  });

  it('does not read nested brackets or spaced URLs as links', () => {
    expect(parseInline('[a [b] c](https://x.test)')).toEqual([text('[a [b] c](https://x.test)')]);
    expect(parseInline('[a](https://x.test "title")')).toEqual([
      text('[a](https://x.test "title")'),
    ]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseMarkdown('Hello there.\nI am Janus.\n\n  \nHow can I help?')).toEqual([
      {
        type: 'paragraph',
        children: [text('Hello there.'), { type: 'break' }, text('I am Janus.')],
      },
      { type: 'paragraph', children: [text('How can I help?')] },
    ] satisfies MarkdownBlock[]);
  });

  it('reads bullet lists of "-" and "•" lines', () => {
    expect(parseMarkdown('I can:\n- troubleshoot\n•file a `bug` ticket\n  - answer FAQs')).toEqual([
      { type: 'paragraph', children: [text('I can:')] },
      {
        type: 'list',
        items: [
          [text('troubleshoot')],
          [text('file a '), { type: 'code', text: 'bug' }, text(' ticket')],
          [text('answer FAQs')],
        ],
      },
    ] satisfies MarkdownBlock[]);
  });

  it('needs a space after "-", so negative numbers stay text', () => {
    expect(parseMarkdown('-5 degrees')).toEqual([
      { type: 'paragraph', children: [text('-5 degrees')] },
    ]);
  });

  it('reads fenced code with its language and keeps the code verbatim', () => {
    const source = 'Try this:\n```ts\nconst a = [1](x) `b`;\n\n  <script>\n```\nDone.';
    expect(parseMarkdown(source)).toEqual([
      { type: 'paragraph', children: [text('Try this:')] },
      { type: 'code-block', language: 'ts', code: 'const a = [1](x) `b`;\n\n  <script>' },
      { type: 'paragraph', children: [text('Done.')] },
    ] satisfies MarkdownBlock[]);
  });

  it('drops a language it cannot show cleanly', () => {
    expect(parseMarkdown('```"><img>\nx\n```')).toEqual([
      { type: 'code-block', language: null, code: 'x' },
    ]);
    expect(parseMarkdown('```\nx\n```')).toEqual([
      { type: 'code-block', language: null, code: 'x' },
    ]);
  });

  it('runs an unterminated fence to the end', () => {
    expect(parseMarkdown('```js\nalert(1)\n- not a list')).toEqual([
      { type: 'code-block', language: 'js', code: 'alert(1)\n- not a list' },
    ]);
  });

  it('treats a one-line ```code``` as text, not a fence', () => {
    expect(parseMarkdown('```x```')).toEqual([
      { type: 'paragraph', children: [text('``'), { type: 'code', text: 'x' }, text('``')] },
    ]);
  });

  it('accepts Windows line endings', () => {
    expect(parseMarkdown('a\r\nb')).toEqual([
      { type: 'paragraph', children: [text('a'), { type: 'break' }, text('b')] },
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n \n')).toEqual([]);
  });
});

function inlinesOf(blocks: MarkdownBlock[]): MarkdownInline[] {
  return blocks.flatMap((block) => {
    if (block.type === 'paragraph') return block.children;
    if (block.type === 'list') return block.items.flat();
    return [];
  });
}

// Markdown-ish text: the characters the parser cares about, often.
const markdownish = fc
  .array(
    fc.oneof(
      fc.constantFrom('[', ']', '(', ')', '`', '```', '-', '•', ' ', '\n', ':', '/', '\t'),
      fc.constantFrom(
        'javascript:',
        'data:',
        'https://x.test',
        'sandbox:/mnt/data/',
        '//',
        'mailto:',
      ),
      fc.string(),
    ),
  )
  .map((parts) => parts.join(''));

describe('parseMarkdown properties', () => {
  it('never produces a link outside the allow-list', () => {
    fc.assert(
      fc.property(markdownish, (source) => {
        for (const node of inlinesOf(parseMarkdown(source))) {
          if (node.type === 'link') expect(isSafeUrl(node.href)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every character of text without markup', () => {
    const plain = fc
      .string()
      .filter((value) => !/[[\]`\-•\r\n]/.test(value) && value.trim() !== '');
    fc.assert(
      fc.property(plain, (value) => {
        expect(parseMarkdown(value)).toEqual([
          { type: 'paragraph', children: [text(value.trim())] },
        ]);
      }),
    );
  });
});
