import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const apply = (value: string) => {
    const definition = value.trim();
    if (!active && editor.state.selection.empty) return t`Select the term in the text first.`;
    if (!definition) return t`Write what the term means.`;
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
      label={t`Glossary term`}
      field={{
        label: t`Definition`,
        description: t`Learners see it beside the term; the password game reads it.`,
        maxLength: glossaryDefinitionLimit,
      }}
      read={() => editor.getAttributes(glossaryTermMark).definition ?? ''}
      apply={apply}
      applyLabel={t`Mark as a term`}
      removeLabel={t`Remove from glossary`}
    />
  );
}
