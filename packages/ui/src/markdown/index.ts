export { Markdown, type MarkdownProps } from './markdown';
export { type MarkdownBlock, type MarkdownInline, parseMarkdown } from './parse-markdown';
export { isSafeUrl } from './safe-url';
