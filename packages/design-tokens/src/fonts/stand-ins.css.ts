import { globalFontFace } from '@vanilla-extract/css';
import { interStandIns } from './stand-ins';

for (const { '@font-face': face } of interStandIns.fontFaces) {
  const { fontFamily, ...rule } = face;
  globalFontFace(fontFamily, rule);
}
