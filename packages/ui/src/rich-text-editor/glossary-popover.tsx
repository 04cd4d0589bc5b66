import type { Editor } from '@tiptap/react';
import { BookIcon } from '../icon';
import { glossaryDefinitionLimit, glossaryTermMark } from './glossary-term';
import { MarkPopover } from './mark-popover';

type GlossaryPopoverProps = { editor: Editor; active: boolean };

/**
 * The glossary tool: marks the selected words as a term of the module's glossary, with its
 * definition. Learners see the definition beside the term; the games read terms from here.
 */
export function GlossaryPopover({ editor, active }: GlossaryPopoverProps) {
  const apply = (value: string) => {
    const definition = value.trim();
    if (!active && editor.state.selection.empty) return 'Select the term in the text first.';
    if (!definition) return 'Write what the term means.';
    editor
      .chain()
      .focus()
      .extendMarkRange(glossaryTermMark)
      .setMark(glossaryTermMark, { definition })
      .run();
    return null;
  };
  return (
    <MarkPopover
      editor={editor}
      mark={glossaryTermMark}
      active={active}
      icon={BookIcon}
      label="Glossary term"
      field={{
        label: 'Definition',
        description: 'Learners see it beside the term; the password game reads it.',
        maxLength: glossaryDefinitionLimit,
      }}
      read={() => editor.getAttributes(glossaryTermMark).definition ?? ''}
      apply={apply}
      applyLabel="Mark as a term"
      removeLabel="Remove from glossary"
    />
  );
}
