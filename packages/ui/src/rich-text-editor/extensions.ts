import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, TextStyle } from '@tiptap/extension-text-style';
import { type Extensions, getStyleProperty } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeUrl } from '../markdown/safe-url';
import { readableTextOn, storedTextColor } from '../text-colors/text-colors';
import { GlossaryTerm } from './glossary-term';

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
    GlossaryTerm,
    TextStyle,
    // Colours only as the colour tools write them: pasted colours (often black, unreadable in a
    // dark theme) are dropped, and nothing else reaches the style attribute.
    Color.extend({
      addGlobalAttributes: () => [
        {
          types: ['textStyle'],
          attributes: {
            color: {
              default: null,
              parseHTML: (element) => storedTextColor(getStyleProperty(element, 'color')),
              renderHTML: ({ color }) => (color ? { style: `color: ${color}` } : {}),
            },
          },
        },
      ],
    }),
    // A highlight the author did not colour the text on gets black or white text, whichever
    // reads, since the theme's text colour may not.
    BackgroundColor.extend({
      addGlobalAttributes: () => [
        {
          types: ['textStyle'],
          attributes: {
            backgroundColor: {
              default: null,
              parseHTML: (element) =>
                storedTextColor(getStyleProperty(element, 'background-color')),
              renderHTML: ({ backgroundColor, color }) =>
                backgroundColor
                  ? {
                      style: `background-color: ${backgroundColor}${color ? '' : `; color: ${readableTextOn(backgroundColor)}`}`,
                    }
                  : {},
            },
          },
        },
      ],
    }),
  ];
}
