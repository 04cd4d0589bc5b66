export { fetchThemes, themeKeys, themesQueryOptions } from './api/themes';
export { ThemeProvider, useTheme } from './components/theme-provider';
export { ThemeSelect } from './components/theme-select';
export { availableThemeNames, resolvePalette } from './model/resolve-palette';
