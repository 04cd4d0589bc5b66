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
import { KeptBlock } from './kept-block';

export const textAlignments = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof textAlignments)[number];

/** Heading levels under the page's own title; the player draws the same levels. */
export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/**
 * The schema of the editor: everything the player renders (headings, quotes, rules, code), so
 * every stored document opens as it is, and a kept block for anything else.
 */
export function createExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...headingLevels] },
      // An empty line it would add after a last heading, list or kept block would be saved into
      // documents nobody edited there; the gap cursor reaches the place after such a block.
      trailingNode: false,
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
    TextAlign.configure({ types: ['paragraph', 'heading'], alignments: [...textAlignments] }),
    Image,
    GlossaryTerm,
    KeptBlock,
    TextStyle,
    // Colours only as the colour tools write them: pasted colours (often black, unreadable in a
    // dark theme) are dropped, and nothing else reaches the style attribute, stored ones included.
    Color.extend({
      addGlobalAttributes: () => [
        {
          types: ['textStyle'],
          attributes: {
            color: {
              default: null,
              parseHTML: (element) => storedTextColor(getStyleProperty(element, 'color')),
              renderHTML: ({ color }) => {
                const shown = storedTextColor(color);
                return shown ? { style: `color: ${shown}` } : {};
              },
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
              renderHTML: ({ backgroundColor, color }) => {
                const shown = storedTextColor(backgroundColor);
                if (!shown) return {};
                const text = storedTextColor(color) ? '' : `; color: ${readableTextOn(shown)}`;
                return { style: `background-color: ${shown}${text}` };
              },
            },
          },
        },
      ],
    }),
  ];
}
