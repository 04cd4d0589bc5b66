import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** The map beside the open activity on wide screens; the activity first on a phone. */
export const mapWithActivity = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(16rem, 20rem) 1fr' },
  },
});

export const activityPane = style({
  minWidth: 0,
  '@media': { 'screen and (min-width: 64rem)': { gridColumn: 2, gridRow: 1 } },
});

/** One activity on the map: its title (a link when open) and its status. */
export const mapItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.border.subtle}`,
});

export const mapList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const currentItem = style({ fontWeight: vars.font.weight.semibold });

export const unitTitle = style({
  margin: `${vars.space[3]} 0 ${vars.space[1]}`,
  fontSize: vars.font.size.sm,
  color: vars.text.label,
  fontWeight: vars.font.weight.semibold,
});

/** Classmates in as many columns as fit. */
export const classmates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The next activity's button names it: a long title (or a longer language) wraps, not the page. */
export const nextActivityButton = style({ whiteSpace: 'normal', textAlign: 'start' });
