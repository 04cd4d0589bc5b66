import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

/** Code beside its preview on wide screens, one under the other on narrow ones. */
export const workbench = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 30rem), 1fr))',
  alignItems: 'start',
});

export const examples = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const examplesLegend = style({
  padding: 0,
  marginBottom: vars.space[2],
  color: vars.text.label,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const projectList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const project = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.border.subtle}`,
});

export const projectIdea = style({ color: vars.text.body });

export const projectMeta = style({ color: vars.text.muted, fontSize: vars.font.size.sm });

/** A specification field takes the card's width: its lines are sentences, not words. */
export const wideField = style({ alignSelf: 'stretch' });
