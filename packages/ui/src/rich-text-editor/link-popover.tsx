import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { LinkIcon } from '../icon';
import { checkLinkAddress } from './link-address';
import { MarkPopover } from './mark-popover';

type LinkPopoverProps = { editor: Editor; active: boolean };

/** The link tool: a field for the address, refusing unsafe ones, and a way to remove a link. */
export function LinkPopover({ editor, active }: LinkPopoverProps) {
  const { t } = useLingui();
  const apply = (address: string) => {
    const check = checkLinkAddress(address);
    if (!check.ok) return check.error;
    const { href } = check;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    return null;
  };
  return (
    <MarkPopover
      editor={editor}
      mark="link"
      active={active}
      icon={LinkIcon}
      label={t`Link`}
      field={{
        label: t`Link address`,
        inputMode: 'url',
        spellCheck: false,
        placeholder: 'https://',
      }}
      read={() => editor.getAttributes('link').href ?? ''}
      apply={apply}
      removeLabel={t`Remove link`}
    />
  );
}
