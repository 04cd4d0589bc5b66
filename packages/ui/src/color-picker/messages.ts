import type { GradientType } from './gradient';

export const colorPickerLocales = ['en', 'zh'] as const;
export type ColorPickerLocale = (typeof colorPickerLocales)[number];

type GradientSummary = { type: GradientType; angle: number; start: string; end: string };

export type ColorPickerMessages = {
  /** Default name of the trigger and the popup. */
  color: string;
  solid: string;
  gradient: string;
  saturation: string;
  brightness: string;
  hue: string;
  alpha: string;
  hex: string;
  red: string;
  green: string;
  blue: string;
  alphaPercent: string;
  recentColors: string;
  recentColor: (hex: string) => string;
  gradientType: string;
  gradientTypes: Record<GradientType, string>;
  angle: string;
  stop: string;
  startColor: string;
  endColor: string;
  position: string;
  percent: (value: number) => string;
  degrees: (value: number) => string;
  /** The trigger's name: what it is set to. */
  current: (label: string, value: string) => string;
  describeGradient: (gradient: GradientSummary) => string;
};

const percent = (value: number) => `${Math.round(value)}%`;
const degrees = (value: number) => `${Math.round(value)}°`;

/** Spec §9: labels in English and Chinese. Every visible label and accessible name is here. */
export const colorPickerMessages: Record<ColorPickerLocale, ColorPickerMessages> = {
  en: {
    color: 'Colour',
    solid: 'Solid',
    gradient: 'Gradient',
    saturation: 'Saturation',
    brightness: 'Brightness',
    hue: 'Hue',
    alpha: 'Alpha',
    hex: 'Hex',
    red: 'Red',
    green: 'Green',
    blue: 'Blue',
    alphaPercent: 'Alpha %',
    recentColors: 'Recent colours',
    recentColor: (hex) => `Use colour ${hex}`,
    gradientType: 'Gradient type',
    gradientTypes: { linear: 'Linear', radial: 'Radial' },
    angle: 'Angle °',
    stop: 'Colour stop',
    startColor: 'Start colour',
    endColor: 'End colour',
    position: 'Position %',
    percent,
    degrees,
    current: (label, value) => `${label}: ${value}`,
    describeGradient: ({ type, angle, start, end }) =>
      type === 'linear'
        ? `Linear gradient, ${degrees(angle)}, ${start} to ${end}`
        : `Radial gradient, ${start} to ${end}`,
  },
  zh: {
    color: '颜色',
    solid: '纯色',
    gradient: '渐变',
    saturation: '饱和度',
    brightness: '亮度',
    hue: '色相',
    alpha: '透明度',
    hex: '十六进制',
    red: '红',
    green: '绿',
    blue: '蓝',
    alphaPercent: '透明度 %',
    recentColors: '最近使用的颜色',
    recentColor: (hex) => `使用颜色 ${hex}`,
    gradientType: '渐变类型',
    gradientTypes: { linear: '线性', radial: '径向' },
    angle: '角度 °',
    stop: '色标',
    startColor: '起始颜色',
    endColor: '结束颜色',
    position: '位置 %',
    percent,
    degrees,
    current: (label, value) => `${label}：${value}`,
    describeGradient: ({ type, angle, start, end }) =>
      type === 'linear'
        ? `线性渐变，${degrees(angle)}，${start} 至 ${end}`
        : `径向渐变，${start} 至 ${end}`,
  },
};
