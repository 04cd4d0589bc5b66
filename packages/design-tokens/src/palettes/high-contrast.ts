import type { Palette } from '../palette';

/** WCAG AAA (7:1) for all text: black canvas, white text, saturated light fills. */
export const highContrast: Palette = {
  background: { base: '#000000', mute: '#1a1a1a' },
  typography: {
    complimentary: '#000000',
    h1: '#ffffff',
    h2: '#ffffff',
    h3: '#ffffff',
    h4: '#ffffff',
    h5: '#ffffff',
    h6: '#ffffff',
    paragraph: '#ffffff',
    label: '#ffffff',
    link: { base: '#ffe14d', hover: '#fff3b0' },
  },
  mute: { 125: '#e6e6e6', 100: '#b3b3b3', 75: '#7a7a7a', 50: '#3d3d3d', 25: '#141414' },
  primary: { 125: '#d6e4ff', 100: '#9cc0ff', 75: '#4d7fd9', 50: '#1f3d73', 25: '#0a1629' },
  secondary: { 125: '#c2fff9', 100: '#6fe8de', 75: '#2a9d94', 50: '#124a45', 25: '#061f1d' },
  accent: { 125: '#ffe0c2', 100: '#ffb46b', 75: '#c26a1a', 50: '#5c2f08', 25: '#231203' },
  success: { 125: '#ccffd9', 100: '#7dec9a', 75: '#2e9e4c', 50: '#124a21', 25: '#06200d' },
  error: { 125: '#ffd6d9', 100: '#ff9aa2', 75: '#d6404e', 50: '#5c1219', 25: '#240609' },
};
