import type { Block, RichNode } from '@sparked/contracts';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { isStorableTarget } from '../../../../files/rich-text-links';
import type { ServerMessage } from '../../../../i18n/catalogues';
import { packagePath } from './package-reader';
import { importSaid } from './report-notes';

/**
 * An imported block before its images are stored: an image block names the package file it
 * shows (`file`), which the import re-encodes and replaces with a stored image's address.
 */
export type DraftBlock =
  | Exclude<Block, { type: 'image' }>
  | { id: string; type: 'image'; file: string; alt: string; caption: string };

/** What the editor's schema has: these marks and nodes, nothing else (no attribute but a checked href). */
const marksByTag: Record<string, string> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
  kbd: 'code',
  sub: 'subscript',
  sup: 'superscript',
};
const nodesByTag: Record<string, string> = {
  p: 'paragraph',
  ul: 'bulletList',
  ol: 'orderedList',
  li: 'listItem',
  blockquote: 'blockquote',
};
/** Never content: what runs, styles, asks for input or only navigates between package pages. */
const dropped = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'nav',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'svg',
  'math',
  'canvas',
  'map',
  'base',
]);
const embeds = new Set(['iframe', 'video', 'audio', 'object', 'embed', 'source']);
const blockLevel = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'body',
  'html',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'figure',
  'aside',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'center',
  'address',
]);

type Mark = NonNullable<RichNode['marks']>[number];

/** A link a stored document may hold: an absolute http(s) or mailto address, checked as stored links are. */
export const outsideHref = (href: string | undefined) =>
  href && isStorableTarget(href) && /^(https?|mailto):/i.test(href.trim()) ? href.trim() : null;

const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

const plain = (node: ChildNode): string => {
  if (node.type === 'text') return node.data;
  if (!isElement(node) || dropped.has(node.name)) return '';
  return node.children.map(plain).join(node.name === 'br' ? '\n' : '');
};

interface Context {
  /** The page's folder inside the package, for relative image addresses. */
  folder: string;
  /** The page's title: an h1 saying the same is the page's heading, not content. */
  title: string;
  blocks: DraftBlock[];
  /** Rich nodes of the text block being filled. */
  text: RichNode[];
  nextId: () => string;
  notes: Set<ServerMessage>;
  /** The heading taken as the page's title, left out of its blocks. */
  skip?: Element;
  /** Where `$IMS-CC-FILEBASE$` points (Canvas: `web_resources`). */
  fileBase: string;
}

const fileBaseToken = /^(\$|%24)IMS[-_]CC[-_]FILEBASE(\$|%24)\/?/i;

function flush(context: Context) {
  const content = context.text.filter((node) => node.type !== 'paragraph' || node.content?.length);
  // A document holds at most 500 nodes at its top: a longer page is several text blocks.
  for (let at = 0; at < content.length; at += 400)
    context.blocks.push({
      id: context.nextId(),
      type: 'text',
      doc: { type: 'doc', content: content.slice(at, at + 400) },
    });
  context.text = [];
}

/** Inline content as text nodes with marks; whitespace collapsed as a browser would. */
function inline(nodes: ChildNode[], marks: Mark[], context: Context, out: RichNode[]) {
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ').slice(0, 20_000);
      // Innermost mark first, as the editor and the exporter list them.
      if (text)
        out.push(
          marks.length
            ? { type: 'text', text, marks: [...marks].reverse() }
            : { type: 'text', text },
        );
      continue;
    }
    if (!isElement(node) || dropped.has(node.name)) continue;
    if (node.name === 'br') {
      out.push({ type: 'hardBreak' });
      continue;
    }
    if (node.name === 'img' || embeds.has(node.name)) {
      leaf(node, context);
      continue;
    }
    const mark = marksByTag[node.name];
    const href = node.name === 'a' ? outsideHref(node.attribs.href) : null;
    const more: Mark[] = mark ? [{ type: mark }] : href ? [{ type: 'link', attrs: { href } }] : [];
    inline(
      node.children,
      [...marks, ...more.filter((m) => !marks.some((k) => k.type === m.type))],
      context,
      out,
    );
  }
}

/** Trims a paragraph's edges and drops it when nothing is left. */
function paragraphOf(
  type: string,
  content: RichNode[],
  attrs?: RichNode['attrs'],
): RichNode | null {
  const first = content[0];
  const last = content.at(-1);
  if (first?.text) first.text = first.text.replace(/^\s+/, '');
  if (last?.text) last.text = last.text.replace(/\s+$/, '');
  const kept = content.filter((node) => node.type !== 'text' || node.text);
  if (!kept.length) return null;
  return attrs ? { type, attrs, content: kept } : { type, content: kept };
}

/** An image or an embedded player met anywhere: its own block, or a link to what it showed. */
function leaf(element: Element, context: Context) {
  if (element.name === 'img') {
    const src = element.attribs.src ?? '';
    const file = fileBaseToken.test(src)
      ? packagePath(context.fileBase, src.replace(fileBaseToken, ''))
      : packagePath(context.folder, src);
    const alt = (element.attribs.alt ?? '').trim().slice(0, 300);
    if (!file) {
      if (alt) context.text.push({ type: 'paragraph', content: [{ type: 'text', text: alt }] });
      if (element.attribs.src) context.notes.add(importSaid.imagesFromOtherSites);
      return;
    }
    flush(context);
    context.blocks.push({ id: context.nextId(), type: 'image', file, alt, caption: '' });
    return;
  }
  const src = outsideHref(element.attribs.src ?? element.attribs.data);
  if (!src) return;
  const title = (element.attribs.title ?? '').trim() || src;
  context.text.push({
    type: 'paragraph',
    content: [
      { type: 'text', text: title.slice(0, 500), marks: [{ type: 'link', attrs: { href: src } }] },
    ],
  });
  context.notes.add(importSaid.embeddedMediaBecameLinks);
}

/** Block content in the editor's node types, at most `depth` levels of nesting. */
function richBlock(element: Element, context: Context): RichNode | null {
  const name = element.name;
  if (/^h[1-6]$/.test(name)) {
    const content: RichNode[] = [];
    inline(element.children, [], context, content);
    const level = Math.min(Math.max(Number(name[1]), 2), 4);
    return paragraphOf('heading', content, { level });
  }
  if (name === 'pre') {
    const code = plain(element).replace(/\n$/, '');
    return code
      ? { type: 'codeBlock', content: [{ type: 'text', text: code.slice(0, 20_000) }] }
      : null;
  }
  if (name === 'hr') return { type: 'horizontalRule' };
  const type = nodesByTag[name];
  if (
    type === 'bulletList' ||
    type === 'orderedList' ||
    type === 'blockquote' ||
    type === 'listItem'
  ) {
    const inner = collect(element.children, context);
    return inner.length ? { type, content: inner } : null;
  }
  const content: RichNode[] = [];
  inline(element.children, [], context, content);
  return paragraphOf('paragraph', content);
}

/** Children as rich block nodes (a list's items, a quote's paragraphs), loose text in paragraphs. */
function collect(nodes: ChildNode[], context: Context): RichNode[] {
  const out: RichNode[] = [];
  let loose: ChildNode[] = [];
  const flushLoose = () => {
    const content: RichNode[] = [];
    inline(loose, [], context, content);
    const paragraph = paragraphOf('paragraph', content);
    if (paragraph) out.push(paragraph);
    loose = [];
  };
  for (const node of nodes) {
    if (isElement(node) && blockLevel.has(node.name)) {
      flushLoose();
      const made =
        nodesByTag[node.name] || /^h[1-6]$|^pre$|^hr$/.test(node.name)
          ? richBlock(node, context)
          : null;
      if (made) out.push(made);
      else if (!nodesByTag[node.name]) out.push(...collect(node.children, context));
    } else loose.push(node);
  }
  flushLoose();
  return out;
}

/** Walks the page's body: e-book blocks where the element is one, rich text everywhere else. */
function walk(nodes: ChildNode[], context: Context) {
  let loose: ChildNode[] = [];
  const flushLoose = () => {
    const content: RichNode[] = [];
    inline(loose, [], context, content);
    const paragraph = paragraphOf('paragraph', content);
    if (paragraph) context.text.push(paragraph);
    loose = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || (!blockLevel.has(node.name) && node.name !== 'img')) {
      loose.push(node);
      continue;
    }
    flushLoose();
    if (dropped.has(node.name)) continue;
    const name = node.name;
    if (node === context.skip) continue;
    if (name === 'img') leaf(node, context);
    else if (name === 'h1' && plain(node).trim() === context.title) continue;
    else if (name === 'hr') {
      flush(context);
      context.blocks.push({ id: context.nextId(), type: 'divider' });
    } else if (name === 'pre') {
      flush(context);
      const code = plain(node).replace(/\n$/, '').slice(0, 20_000);
      if (code) context.blocks.push({ id: context.nextId(), type: 'code', language: 'text', code });
    } else if (name === 'aside') {
      flush(context);
      const content = collect(node.children, context);
      if (content.length)
        context.blocks.push({
          id: context.nextId(),
          type: 'callout',
          tone: 'info',
          doc: { type: 'doc', content },
        });
    } else if (name === 'figure') {
      const before = context.blocks.length;
      walk(
        node.children.filter((c) => !(isElement(c) && c.name === 'figcaption')),
        context,
      );
      const caption = node.children.find(
        (c): c is Element => isElement(c) && c.name === 'figcaption',
      );
      const image = context.blocks.slice(before).find((block) => block.type === 'image');
      if (image && image.type === 'image' && caption)
        image.caption = plain(caption).trim().slice(0, 300);
    } else if (nodesByTag[name] || /^h[1-6]$/.test(name)) {
      const made = richBlock(node, context);
      if (made) context.text.push(made);
    } else walk(node.children, context);
  }
  flushLoose();
}

export interface ConvertedPage {
  /** The page's own title (its `<title>` or first heading), if it has one. */
  title: string;
  /** The page's h2 when it is a page of a multi-page e-book exported by Sparked. */
  heading: string;
  blocks: DraftBlock[];
  /** What was changed on the way, for the report. */
  notes: ServerMessage[];
  /** Package pages this one links to as its next page. */
  next: string | null;
}

/**
 * A web page of a package as e-book blocks, by the editor's allow-list: text with the editor's
 * marks, headings (h2 to h4), lists, quotes, code, rules, images (package files only), callouts.
 * Scripts, styles, forms, event handlers and every attribute but a checked link are dropped.
 */
export function convertPage(
  html: string,
  path: string,
  activityTitle: string,
  nextId: () => string,
  options: { pageHeading?: boolean; fileBase?: string } = {},
): ConvertedPage {
  const document = parseDocument(html, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
  const find = (nodes: ChildNode[], name: string): Element | undefined => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === name) return node;
      const found = find(node.children, name);
      if (found) return found;
    }
    return undefined;
  };
  const body = find(document.children, 'body');
  const titleElement = find(document.children, 'title');
  const context: Context = {
    folder: path.split('/').slice(0, -1).join('/'),
    title: activityTitle,
    blocks: [],
    text: [],
    nextId,
    notes: new Set(),
    fileBase: options.fileBase ?? '',
  };
  const main = body ? (find(body.children, 'main') ?? body) : document;
  // A Sparked page's h2 right after its h1 is the page's title in a multi-page e-book.
  const h2 = main.children.find((c): c is Element => isElement(c) && c.name === 'h2');
  if (options.pageHeading && h2) context.skip = h2;
  const nextLink = body ? findNext(body.children) : null;
  walk(main.children, context);
  flush(context);
  return {
    title: titleElement ? plain(titleElement).trim() : '',
    heading: h2 ? plain(h2).trim() : '',
    blocks: context.blocks,
    notes: [...context.notes],
    next: nextLink ? packagePath(context.folder, nextLink) : null,
  };
}

function findNext(nodes: ChildNode[]): string | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === 'a' && (node.attribs.rel ?? '').split(/\s+/).includes('next'))
      return node.attribs.href ?? null;
    const found = findNext(node.children);
    if (found) return found;
  }
  return null;
}
