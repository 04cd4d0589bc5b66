import type { Palette } from '../palette';
import { dark } from './dark';
import { highContrast } from './high-contrast';
import { light } from './light';

export const builtInThemeNames = ['light', 'dark', 'high-contrast'] as const;
export type BuiltInThemeName = (typeof builtInThemeNames)[number];

export const defaultThemeName = 'light' satisfies BuiltInThemeName;

export const builtInPalettes: Record<BuiltInThemeName, Palette> = {
  light,
  dark,
  'high-contrast': highContrast,
};
