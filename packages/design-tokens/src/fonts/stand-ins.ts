import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { webFontFamily } from '../tokens';

// Liberation Sans, the Arial of Linux desktops, has Arial's widths and vertical metrics by design.
const liberationSans: FontMetrics = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

/**
 * Inter's stand-ins: `@font-face` rules naming a local font (Arial on Windows, macOS and iOS,
 * Liberation Sans on Linux, Roboto on Android) with the size and line metrics that make its text
 * take Inter's room, as Capsize computes them from each font's published metrics. Text that
 * switches to Inter when it has loaded barely moves.
 */
export const interStandIns = createFontStack(
  [{ ...inter, familyName: webFontFamily }, arial, liberationSans, roboto],
  { fontFaceFormat: 'styleObject' },
);
