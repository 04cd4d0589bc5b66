import { createGlobalThemeContract } from '@vanilla-extract/css';
import { variableNames } from './variables';

/**
 * The theme contract every component style reads. Built from `variableNames`, so each entry is the
 * stable `--sp-…` property that `applyPalette()` sets at run time.
 */
export const vars = createGlobalThemeContract(variableNames, (name) =>
  // vanilla-extract adds the leading `--` itself.
  String(name).replace(/^--/, ''),
);
