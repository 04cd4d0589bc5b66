import type { Palette } from '../palette';

/** Night-time study: deep ink canvas; emphasis shades (125) are the lightest. */
export const dark: Palette = {
  background: { base: '#14121f', mute: '#262336' },
  typography: {
    complimentary: '#14121f',
    h1: '#f4f2ff',
    h2: '#f4f2ff',
    h3: '#ebe8fb',
    h4: '#ebe8fb',
    h5: '#dedbee',
    h6: '#dedbee',
    paragraph: '#d9d6e8',
    label: '#cfcbe0',
    link: { base: '#b0a4ff', hover: '#d2caff' },
  },
  mute: { 125: '#c9c6d6', 100: '#8e8aa3', 75: '#5d5a70', 50: '#3a3750', 25: '#1f1c2e' },
  primary: { 125: '#c2b8ff', 100: '#9d8cff', 75: '#6f5ad6', 50: '#3f3280', 25: '#221c45' },
  secondary: { 125: '#8fe3de', 100: '#4fc4bf', 75: '#2c8a87', 50: '#1b4f4e', 25: '#12302f' },
  accent: { 125: '#ffc59e', 100: '#ff9a5c', 75: '#c0652e', 50: '#5e3219', 25: '#331d12' },
  success: { 125: '#9be8b3', 100: '#4cc774', 75: '#2c8a4c', 50: '#1a4a2b', 25: '#112a19' },
  error: { 125: '#ffb3ba', 100: '#ff7b88', 75: '#c24552', 50: '#5c2128', 25: '#331418' },
};
