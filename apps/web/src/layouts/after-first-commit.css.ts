import { style } from '@vanilla-extract/css';

/** A screen's height of nothing: what follows the sections stays below the fold meanwhile. */
export const pendingSections = style({ minBlockSize: '100dvh' });
