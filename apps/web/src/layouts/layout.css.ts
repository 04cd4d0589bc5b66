import { vars } from '@sparked/design-tokens/contract.css';
import { type GlobalStyleRule, globalStyle, style } from '@vanilla-extract/css';

/** Phones: the page scrolls as a whole, so the header and wallets scroll away instead of staying. */
const narrow = 'screen and (max-width: 48rem)';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  background: vars.surface.muted,
  '@media': { [narrow]: { height: 'auto', minHeight: '100dvh' } },
});

export const withSidebar = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) 1fr',
  minHeight: 0,
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
  },
});

/** The brand bar's rules, shared with the skeleton index.html paints before any script runs. */
export const headerRule = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  flexWrap: 'wrap',
  padding: `${vars.space[3]} ${vars.space[5]}`,
  background: vars.surface.base,
  borderBottom: `1px solid ${vars.border.subtle}`,
  '@media': { [narrow]: { gap: vars.space[2], padding: `${vars.space[2]} ${vars.space[4]}` } },
} satisfies GlobalStyleRule;

export const header = style(headerRule);

export const brandRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  color: vars.text.heading.h1,
  textDecoration: 'none',
} satisfies GlobalStyleRule;

export const brand = style(brandRule);

export const headerEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const topNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  background: vars.surface.base,
  borderBottom: `1px solid ${vars.border.subtle}`,
  padding: `${vars.space[2]} ${vars.space[5]}`,
  '@media': { [narrow]: { padding: `${vars.space[2]} ${vars.space[4]}` } },
});

/**
 * Room below the page and the sidebar for the floating buttons (educator tools bottom left, the
 * help desk bottom right, 3.5rem each): scrolled to the end, nothing lies under them.
 */
const floatingButtonRoom = `calc(${vars.space[5]} + 3.5rem + ${vars.space[3]})`;

/**
 * The sidebar scrolls on its own. Its foot is an opaque strip as tall as the floating buttons'
 * room that stays at the bottom of the sidebar while the links scroll beneath it, so no link is
 * ever under the educator tools button, scrolled to the end or not; on a phone the sidebar is part
 * of the page, which keeps room below itself.
 */
export const sideNav = style({
  background: vars.surface.base,
  borderInlineEnd: `1px solid ${vars.border.subtle}`,
  padding: vars.space[4],
  paddingBlockEnd: 0,
  overflowY: 'auto',
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      position: 'sticky',
      insetBlockEnd: 0,
      blockSize: floatingButtonRoom,
      marginInline: `calc(-1 * ${vars.space[4]})`,
      background: vars.surface.base,
    },
  },
  '@media': {
    [narrow]: {
      paddingBlockEnd: vars.space[4],
      selectors: { '&::after': { display: 'none' } },
    },
  },
});

/** The phone's menu button: hidden where the navigation and account controls always show. */
export const menuButton = style({
  // Through the header, so these outrank the button's own display.
  selectors: { [`${header} &`]: { display: 'none' } },
  '@media': {
    [narrow]: {
      selectors: { [`${header} &`]: { display: 'inline-flex', marginInlineStart: 'auto' } },
    },
  },
});

export const menuButtonIcon = style({
  transition: 'transform 150ms',
  selectors: { [`${menuButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

/** What the phone's menu folds away: shown on wider screens, and on a phone once it is open. */
export const foldsOnPhone = style({
  '@media': {
    [narrow]: {
      selectors: {
        '[data-menu="closed"] &': { display: 'none' },
        // Open, the account controls take a row of their own under the brand.
        [`${header} > &`]: { flexBasis: '100%', marginInlineStart: 0 },
      },
    },
  },
});

// Every item stays in sight: a row that does not fit wraps instead of hiding items off-screen.
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navListVertical = style({ flexDirection: 'column' });

export const navLink = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.text.body,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { background: vars.interactive.ghost.hover, color: vars.text.link.hover },
    '&[aria-current="page"]': {
      background: vars.interactive.selected.background,
      color: vars.interactive.selected.text,
    },
  },
});

export const main = style({
  flex: 1,
  overflowY: 'auto',
  minHeight: 0,
  padding: vars.space[6],
  paddingBlockEnd: floatingButtonRoom,
  // A control that Tab or a script focuses is scrolled clear of the floating buttons, not under
  // them (issue 42); the padding below the page above leaves room to scroll the last ones clear.
  scrollPaddingBlockEnd: floatingButtonRoom,
  outline: 'none',
  '@media': {
    [narrow]: { overflowY: 'visible', padding: vars.space[4], paddingBlockEnd: floatingButtonRoom },
  },
});

export const content = style({ maxWidth: '72rem', marginInline: 'auto' });

// On a phone the page itself scrolls, not the main region: the same room, on the document.
globalStyle(`html:has(${main})`, {
  '@media': { [narrow]: { scrollPaddingBlockEnd: floatingButtonRoom } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  top: vars.space[2],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.surface.base,
  color: vars.text.link.base,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const userName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.text.label,
  fontSize: vars.font.size.sm,
});

globalStyle(`${main} h1`, { marginTop: 0 });

// A title or name of one long unbroken word (a pasted link, a run of letters) wraps where it must
// instead of pushing the page sideways. Tables keep their words whole and scroll in their frames.
globalStyle(`${main}, ${header}`, { overflowWrap: 'anywhere' });
globalStyle(`${main} table`, { overflowWrap: 'break-word' });

/** The foot of the student area: social accounts and apps. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  maxWidth: '72rem',
  marginInline: 'auto',
  marginBlockStart: vars.space[8],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.border.subtle}`,
  color: vars.text.label,
});

export const footerGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
