import { style } from '@vanilla-extract/css';

/** Tall enough for a real conversation, short enough that the input stays on screen. */
export const page = style({ height: 'min(40rem, calc(100vh - 12rem))', minHeight: '24rem' });
