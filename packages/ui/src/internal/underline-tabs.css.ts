import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * Compact tabs inside a panel or popup (clipboard lists, colour modes): a hairline under the
 * list, and a bar under the selected tab. The page-level Tabs component is larger.
 */
export const underlineTabList = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.border.subtle}`,
});

export const underlineTab = style({
  marginBottom: '-1px',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: 'none',
  borderBottom: '2px solid transparent',
  backgroundColor: 'transparent',
  color: vars.text.muted,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.text.body },
    // The bar, not only the colour, marks the selected tab.
    '&[data-state="active"]': {
      color: vars.interactive.selected.text,
      borderBottomColor: vars.interactive.selected.border,
    },
  },
});
