import { isSafeUrl } from './safe-url';

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; text: string }
  | { type: 'break' };

type ParagraphBlock = { type: 'paragraph'; children: MarkdownInline[] };
type ListBlock = { type: 'list'; items: MarkdownInline[][] };
type CodeBlock = { type: 'code-block'; language: string | null; code: string };
export type MarkdownBlock = ParagraphBlock | ListBlock | CodeBlock;

/** Files the assistant writes in its sandbox are served by the app under /downloads/. */
export const sandboxDataPrefix = 'sandbox:/mnt/data/';
export const downloadsPath = '/downloads/';

const openingFence = /^ {0,3}```([^`]*)$/;
const closingFence = /^ {0,3}```\s*$/;
const languagePattern = /^[\w#+.-]{1,32}$/;
const listItem = /^\s*(?:-\s+|•\s*)(\S.*)$/;
const blankLine = /^\s*$/;
// The URL may hold one level of balanced parentheses, as in Wikipedia links; no spaces.
const linkPattern = /\[([^[\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/y;

/** The href a link may use, with sandbox files rewritten, or null when it is not allowed. */
export function resolveHref(url: string): string | null {
  const href = url.startsWith(sandboxDataPrefix)
    ? downloadsPath + url.slice(sandboxDataPrefix.length)
    : url;
  return isSafeUrl(href) ? href : null;
}

function pushText(nodes: MarkdownInline[], text: string) {
  const last = nodes.at(-1);
  if (last?.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

/** Inline code and links in one line; everything else stays text. */
export function parseInline(line: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let index = 0;
  while (index < line.length) {
    const character = line.charAt(index);
    if (character === '`') {
      const end = line.indexOf('`', index + 1);
      if (end > index + 1) {
        nodes.push({ type: 'code', text: line.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    }
    if (character === '[') {
      linkPattern.lastIndex = index;
      const match = linkPattern.exec(line);
      if (match) {
        const [source, text = '', url = ''] = match;
        const href = resolveHref(url);
        // A refused link keeps its words but loses its target.
        if (href) nodes.push({ type: 'link', href, text });
        else pushText(nodes, text);
        index += source.length;
        continue;
      }
    }
    pushText(nodes, character);
    index += 1;
  }
  return nodes;
}

type OpenFence = { language: string | null; lines: string[] };

const codeBlock = ({ language, lines }: OpenFence): CodeBlock => ({
  type: 'code-block',
  language,
  code: lines.join('\n'),
});

function fenceLanguage(info: string): string | null {
  const word = info.trim().split(/\s+/)[0] ?? '';
  return languagePattern.test(word) ? word : null;
}

/**
 * Parses the markdown subset the help-desk assistant writes (spec §2): fenced code blocks with a
 * language, inline code, links, bullet lists of lines starting with '-' or '•', and paragraphs.
 * Nothing else is markup, and the result holds only text, so rendering it cannot inject HTML.
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let code: OpenFence | null = null;
  // The paragraph or list that the next line continues; a blank line closes it.
  let open: ParagraphBlock | ListBlock | null = null;

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (code) {
      if (closingFence.test(line)) {
        blocks.push(codeBlock(code));
        code = null;
      } else {
        code.lines.push(line);
      }
      continue;
    }

    const fence = openingFence.exec(line);
    const item = listItem.exec(line);
    if (fence) {
      code = { language: fenceLanguage(fence[1] ?? ''), lines: [] };
      open = null;
    } else if (item) {
      if (open?.type !== 'list') {
        open = { type: 'list', items: [] };
        blocks.push(open);
      }
      open.items.push(parseInline(item[1] ?? ''));
    } else if (blankLine.test(line)) {
      open = null;
    } else if (open?.type === 'paragraph') {
      open.children.push({ type: 'break' }, ...parseInline(line.trim()));
    } else {
      open = { type: 'paragraph', children: parseInline(line.trim()) };
      blocks.push(open);
    }
  }

  // An unterminated fence runs to the end of the text, as in CommonMark.
  if (code) blocks.push(codeBlock(code));
  return blocks;
}
