import { useLingui } from '@lingui/react/macro';
import { type ComponentPropsWithRef, useId, useMemo } from 'react';
import { cx } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './markdown.css';
import { type MarkdownBlock, type MarkdownInline, parseMarkdown } from './parse-markdown';

export type MarkdownProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The markdown source. Only the subset of `parseMarkdown` is markup; the rest shows as text. */
  children: string;
  /** Read after each link's text, since every link opens a new tab. */
  newTabLabel?: string;
};

// Nodes are derived from the text and never reorder, so their position is a stable key.
function renderInline(node: MarkdownInline, index: number, newTabLabel: string) {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'code':
      return (
        <code key={index} className={styles.inlineCode}>
          {node.text}
        </code>
      );
    case 'link':
      return (
        <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
          {node.text}
          <VisuallyHidden> ({newTabLabel})</VisuallyHidden>
        </a>
      );
    case 'break':
      return <br key={index} />;
  }
}

function CodeBlock({ language, code }: { language: string | null; code: string }) {
  const captionId = useId();
  return (
    <figure
      data-part="code-block"
      aria-labelledby={language ? captionId : undefined}
      className={styles.codeBlock}
    >
      {language ? (
        <figcaption id={captionId} className={styles.codeLanguage}>
          {language}
        </figcaption>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll long lines by focusing the block. */}
      <pre tabIndex={0} className={styles.pre}>
        <code data-language={language ?? undefined}>{code}</code>
      </pre>
    </figure>
  );
}

function renderBlock(block: MarkdownBlock, index: number, newTabLabel: string) {
  const inlines = (nodes: MarkdownInline[]) =>
    nodes.map((node, position) => renderInline(node, position, newTabLabel));

  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{inlines(block.children)}</p>;
    case 'list':
      return (
        <ul key={index} className={styles.list}>
          {block.items.map((item, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items come from the text and never reorder.
            <li key={position}>{inlines(item)}</li>
          ))}
        </ul>
      );
    case 'code-block':
      return <CodeBlock key={index} language={block.language} code={block.code} />;
  }
}

/**
 * Renders the help-desk assistant's markdown subset (spec §2) as React elements: text is never
 * parsed as HTML, links open in a new tab and only http(s), mailto and relative targets survive.
 */
export function Markdown({
  children,
  newTabLabel: givenNewTabLabel,
  className,
  ...rest
}: MarkdownProps) {
  const { t } = useLingui();
  const newTabLabel = givenNewTabLabel ?? t`opens in a new tab`;
  const blocks = useMemo(() => parseMarkdown(children), [children]);
  return (
    <div data-component="markdown" className={cx(styles.root, className)} {...rest}>
      {blocks.map((block, index) => renderBlock(block, index, newTabLabel))}
    </div>
  );
}
Markdown.displayName = 'Markdown';
