import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import TextAlign from '@tiptap/extension-text-align';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeUrl } from '../markdown/safe-url';

export const textAlignments = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof textAlignments)[number];

/** The schema of the editor: the toolbar's features and nothing a user could not undo from it. */
export function createExtensions(): Extensions {
  return [
    StarterKit.configure({
      // Headings, quotes, rules and code are not offered by the toolbar (spec §2).
      heading: false,
      blockquote: false,
      horizontalRule: false,
      code: false,
      codeBlock: false,
      link: {
        // Pasted HTML, typed links and autolinks all pass the same allow-list as the link field.
        isAllowedUri: (url) => isSafeUrl(url),
        defaultProtocol: 'https',
        // A click while editing places the caret; it should not leave the page.
        openOnClick: false,
      },
    }),
    // A character is either lowered or raised, never both.
    Subscript.extend({ excludes: 'superscript' }),
    Superscript.extend({ excludes: 'subscript' }),
    TextAlign.configure({ types: ['paragraph'], alignments: [...textAlignments] }),
    Image,
  ];
}
