import { describe, expect, it } from 'vitest';
import { standInSans, staticTokens, webFontFamily } from '../tokens';
import { interStandIns } from './stand-ins';

describe("Inter's stand-ins", () => {
  it('are the faces the font tokens name, right after Inter', () => {
    const faces = interStandIns.fontFaces.map(({ '@font-face': face }) => face.fontFamily);
    expect(faces).toEqual([
      `"${webFontFamily} Fallback: Arial"`,
      `"${webFontFamily} Fallback: Liberation Sans"`,
      `"${webFontFamily} Fallback: Roboto"`,
    ]);
    expect(standInSans.startsWith(`${faces.join(', ')}, `)).toBe(true);
    expect(staticTokens.font.family.body).toBe(`"${webFontFamily}", ${standInSans}`);
  });

  it('name only local fonts, scaled to take Inter’s room', () => {
    const [arial, liberation] = interStandIns.fontFaces.map(({ '@font-face': face }) => face);
    expect(arial?.src).toBe("local('Arial'), local('ArialMT')");
    expect(liberation?.src).toBe("local('Liberation Sans'), local('LiberationSans')");
    // Inter's average Latin letter is 978/2048 em, Arial's 913/2048: Arial is drawn 7.1 % larger.
    expect(arial?.sizeAdjust).toBe('107.1194%');
    expect(liberation?.sizeAdjust).toBe(arial?.sizeAdjust);
  });
});
