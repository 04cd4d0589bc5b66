import type { Palette } from '../palette';

/** Default theme: white canvas, confident violet-blue, warm tangerine accent. */
export const light: Palette = {
  background: { base: '#ffffff', mute: '#e0e0e0' },
  typography: {
    complimentary: '#ffffff',
    h1: '#1b1446',
    h2: '#1b1446',
    h3: '#231a5a',
    h4: '#231a5a',
    h5: '#2b2f3a',
    h6: '#2b2f3a',
    paragraph: '#2b2f3a',
    label: '#343846',
    link: { base: '#4327c4', hover: '#2f1a96' },
  },
  mute: { 125: '#474c59', 100: '#767b87', 75: '#a3a7b1', 50: '#cfd2d8', 25: '#f1f2f4' },
  primary: { 125: '#3a22b0', 100: '#5234e0', 75: '#8a76ee', 50: '#bdb1f6', 25: '#eeebfd' },
  secondary: { 125: '#0a5a5e', 100: '#0f7c80', 75: '#4fb3b1', 50: '#a3dcd9', 25: '#e3f6f5' },
  accent: { 125: '#943a0a', 100: '#e8692a', 75: '#f29a63', 50: '#f9c9a4', 25: '#fdeee2' },
  success: { 125: '#1b6633', 100: '#23954a', 75: '#66c383', 50: '#a9e0b9', 25: '#e6f6eb' },
  error: { 125: '#9c1c2a', 100: '#d12638', 75: '#e8707c', 50: '#f4b0b7', 25: '#fde8ea' },
};
