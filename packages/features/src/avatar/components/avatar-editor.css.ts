import { vars } from '@sparked/design-tokens/contract.css';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) 1fr',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const previewColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  position: 'sticky',
  top: 0,
});

export const preview = style({
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.border.subtle}`,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.text.label,
  textAlign: 'center',
});
