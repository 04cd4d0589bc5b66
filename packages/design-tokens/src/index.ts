// Pure TypeScript: the server imports this entry in Node, where *.css.ts files cannot load.
export { contrastRatio, relativeLuminance } from './contrast';
export {
  type ColourGroup,
  type ColourScale,
  colourGroups,
  type Palette,
  type Shade,
  shades,
  type ThemeName,
} from './palette';
export {
  type BuiltInThemeName,
  builtInPalettes,
  builtInThemeNames,
  defaultThemeName,
} from './palettes';
export { type SemanticColours, semanticColours } from './semantic';
export {
  type SpaceStep,
  type StaticTokens,
  space,
  standInFont,
  staticTokens,
  webFontFamily,
} from './tokens';
export {
  activeThemeStorageKey,
  applyPalette,
  paletteVariables,
  readActiveThemeName,
  storeActiveThemeName,
  type ThemeColours,
  themeColours,
  variableNames,
} from './variables';
