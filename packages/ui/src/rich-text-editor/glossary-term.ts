import { Mark, mergeAttributes } from '@tiptap/react';

/** The mark's name as documents store it; the server finds a module's glossary by it. */
export const glossaryTermMark = 'glossaryTerm';
export const glossaryDefinitionLimit = 300;

/**
 * A glossary term: the marked words and, in `definition`, what they mean. Shown while editing as
 * a `<dfn>` with its definition as the title; learners get the definition in the text itself.
 */
export const GlossaryTerm = Mark.create({
  name: glossaryTermMark,
  // Typing at the end of a term does not make the term longer.
  inclusive: false,
  addAttributes: () => ({
    definition: {
      default: '',
      parseHTML: (element) =>
        (element.getAttribute('data-definition') ?? '').slice(0, glossaryDefinitionLimit),
      renderHTML: ({ definition }) => ({ 'data-definition': definition, title: definition }),
    },
  }),
  parseHTML: () => [{ tag: 'dfn[data-definition]' }],
  renderHTML: ({ HTMLAttributes }) => ['dfn', mergeAttributes(HTMLAttributes), 0],
});
