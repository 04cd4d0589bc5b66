import type { RichNode } from '@sparked/contracts';
import { isStorableTarget } from '../../../files/rich-text-links';
import { escapeXml } from './xml';

/**
 * Where a stored image or link goes in the package: a module image becomes a file beside the
 * page (`images/<name>`, null when it is not one of this module's), other addresses stay absolute.
 */
export type ImagePlacer = (src: string) => string | null;

/** A link a package page may keep: absolute http(s) or mailto, never a path on this site. */
const outsideLink = (href: unknown) =>
  typeof href === 'string' && isStorableTarget(href) && /^(https?|mailto):/i.test(href.trim())
    ? href.trim()
    : null;

const simpleMarks: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
  subscript: 'sub',
  superscript: 'sup',
};

function marked(node: RichNode): string {
  let html = escapeXml(node.text ?? '');
  for (const mark of node.marks ?? []) {
    const tag = simpleMarks[mark.type];
    if (tag) html = `<${tag}>${html}</${tag}>`;
    else if (mark.type === 'link') {
      const href = outsideLink(mark.attrs?.href);
      if (href) html = `<a href="${escapeXml(href)}">${html}</a>`;
    }
  }
  return html;
}

const blockTags: Record<string, string> = {
  paragraph: 'p',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  blockquote: 'blockquote',
};

/**
 * One node of the editor's document as HTML, by the same allow-list as the learner's view:
 * every text escaped, no attribute copied but a checked address, unknown nodes keep their text.
 */
function renderNode(node: RichNode, place: ImagePlacer): string {
  const inner = () => (node.content ?? []).map((child) => renderNode(child, place)).join('');
  const tag = blockTags[node.type];
  if (tag) return `<${tag}>${inner()}</${tag}>`;
  switch (node.type) {
    case 'text':
      return marked(node);
    case 'heading': {
      // The page's title is its one h1, so the document's headings are h2 to h4, as in Sparked.
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 4);
      return `<h${level}>${inner()}</h${level}>`;
    }
    case 'hardBreak':
      return '<br />';
    case 'horizontalRule':
      return '<hr />';
    case 'codeBlock':
      return `<pre><code>${inner()}</code></pre>`;
    case 'image': {
      const src = typeof node.attrs?.src === 'string' ? place(node.attrs.src) : null;
      return src
        ? `<img src="${escapeXml(src)}" alt="${escapeXml(String(node.attrs?.alt ?? ''))}" />`
        : '';
    }
    default:
      return node.content ? `<div>${inner()}</div>` : '';
  }
}

/** A rich-text document as HTML for a package page. */
export const richHtml = (doc: { content: RichNode[] }, place: ImagePlacer) =>
  doc.content.map((node) => renderNode(node, place)).join('\n');
