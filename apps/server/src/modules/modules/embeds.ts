import type { ActivityContent, Block } from '@sparked/contracts';

/** Where a content's embeds are, with the path an error points at. */
export interface Embed {
  url: string;
  path: string;
}

function blockEmbeds(blocks: readonly Block[], at: string): Embed[] {
  return blocks.flatMap((block, index) =>
    (block.type === 'video' || block.type === 'iframe') && block.url
      ? [{ url: block.url, path: `${at}.${index}.url` }]
      : [],
  );
}

/** Every address an activity's content would frame: its iframe, its video and iframe blocks. */
export function embedsOf(content: ActivityContent): Embed[] {
  switch (content.type) {
    case 'iframe':
      return content.url ? [{ url: content.url, path: 'content.url' }] : [];
    case 'ebook':
      return blockEmbeds(content.blocks, 'content.blocks');
    case 'multi-ebook':
      return content.pages.flatMap((page, index) =>
        blockEmbeds(page.blocks, `content.pages.${index}.blocks`),
      );
    case 'form':
    case 'scorm':
      return [];
  }
}
