import { glossaryTermMark, type RichNode } from '@sparked/contracts';
import { isSafeUrl } from '@sparked/ui/markdown';
import { readableTextOn, storedTextColor } from '@sparked/ui/text-colors';
import type { CSSProperties, ReactNode } from 'react';
import * as styles from './activity-view.css';
import { GlossaryTermView } from './glossary-term-view';

type Attrs = NonNullable<RichNode['attrs']>;

/** A stored address as it may go into a link or image: the editor's own rule, checked again. */
const safeHref = (value: unknown) => (typeof value === 'string' && isSafeUrl(value) ? value : null);

const alignment = (attrs: Attrs | undefined): CSSProperties | undefined => {
  const align = attrs?.textAlign;
  return align === 'center' || align === 'right' || align === 'justify'
    ? { textAlign: align }
    : undefined;
};

/** A text and highlight colour as the editor stores them; a highlight's text stays readable. */
function colors(attrs: Attrs | undefined): CSSProperties | null {
  const color = storedTextColor(attrs?.color);
  const backgroundColor = storedTextColor(attrs?.backgroundColor);
  if (!color && !backgroundColor) return null;
  return backgroundColor
    ? { backgroundColor, color: color ?? readableTextOn(backgroundColor) }
    : { color: color ?? undefined };
}

/** Text with its marks, outermost first; a link keeps only a safe address. */
function marked(node: RichNode, key: number): ReactNode {
  let content: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    switch (mark.type) {
      case 'bold':
        content = <strong>{content}</strong>;
        break;
      case 'italic':
        content = <em>{content}</em>;
        break;
      case 'underline':
        content = <u>{content}</u>;
        break;
      case 'strike':
        content = <s>{content}</s>;
        break;
      case 'code':
        content = <code>{content}</code>;
        break;
      case 'subscript':
        content = <sub>{content}</sub>;
        break;
      case 'superscript':
        content = <sup>{content}</sup>;
        break;
      case 'textStyle': {
        const style = colors(mark.attrs);
        if (style) content = <span style={style}>{content}</span>;
        break;
      }
      case glossaryTermMark:
        content = (
          <GlossaryTermView definition={String(mark.attrs?.definition ?? '')}>
            {content}
          </GlossaryTermView>
        );
        break;
      case 'link': {
        const href = safeHref(mark.attrs?.href);
        if (href)
          content = (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {content}
            </a>
          );
        break;
      }
    }
  }
  return <span key={key}>{content}</span>;
}

function children(node: RichNode): ReactNode {
  return node.content?.map((child, index) => renderNode(child, index));
}

/** One node of the editor's document as plain React elements: no HTML strings, no editor code. */
function renderNode(node: RichNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return marked(node, key);
    case 'paragraph':
      return (
        <p key={key} style={alignment(node.attrs)}>
          {children(node)}
        </p>
      );
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 4);
      const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
      return (
        <Heading key={key} style={alignment(node.attrs)}>
          {children(node)}
        </Heading>
      );
    }
    case 'bulletList':
      return <ul key={key}>{children(node)}</ul>;
    case 'orderedList':
      return <ol key={key}>{children(node)}</ol>;
    case 'listItem':
      return <li key={key}>{children(node)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children(node)}</blockquote>;
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children(node)}</code>
        </pre>
      );
    case 'image': {
      const src = safeHref(node.attrs?.src);
      return src ? (
        <img key={key} src={src} alt={String(node.attrs?.alt ?? '')} className={styles.image} />
      ) : null;
    }
    default:
      // A node this renderer does not know still shows its text.
      return node.content ? <div key={key}>{children(node)}</div> : null;
  }
}

/** A rich-text document (tiptap JSON) as a learner reads it. */
export function RichDoc({ doc }: { doc: { content: RichNode[] } }) {
  return (
    <div className={styles.prose}>{doc.content.map((node, index) => renderNode(node, index))}</div>
  );
}
