import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const standings = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One ranked person: rank, avatar, name, zone and experience on one line. */
export const standing = style({
  display: 'grid',
  gridTemplateColumns: '2rem auto 1fr auto auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.border.subtle}`,
  background: vars.surface.base,
  selectors: {
    '&[data-you]': {
      background: vars.emphasis.primary.background,
      borderColor: vars.emphasis.primary.border,
    },
  },
});

export const rank = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  color: vars.text.label,
});

export const avatarPlaceholder = style({
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: vars.surface.muted,
});

export const name = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.text.body });
export const you = style({ fontWeight: vars.font.weight.bold });

export const experience = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  color: vars.emphasis.accent.text,
});

/** The tier and the time left above a league's standings. */
export const leagueHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});
