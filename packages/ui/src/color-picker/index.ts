export {
  alphaFromPercent,
  alphaToPercent,
  type Color,
  clampAlpha,
  clampChannel,
  colorFromHex,
  colorFromHsv,
  colorFromRgba,
  defaultColor,
  formatHex,
  formatRgba,
  type Hsl,
  type Hsv,
  hslToHsv,
  hsvToHsl,
  hsvToRgb,
  parseHex,
  type Rgb,
  type Rgba,
  rgbToHsv,
} from './color';
export { colorHistoryLimit, colorHistoryStorageKey } from './color-history';
export { ColorPicker, type ColorPickerProps } from './color-picker';
export {
  clampPosition,
  defaultGradient,
  type Gradient,
  type GradientStop,
  type GradientType,
  gradientToCss,
  gradientTypes,
  normaliseAngle,
} from './gradient';
export { type ColorPickerLocale, colorPickerLocales } from './messages';
export {
  type ColorPickerMode,
  type ColorPickerValue,
  colorPickerModes,
  colorPickerValueToCss,
  isGradient,
} from './picker-value';
