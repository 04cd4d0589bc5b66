import { describe, expect, it } from 'vitest';
import { exportProgress } from './module-export';

describe('exportProgress', () => {
  it('says the package is being made before its first bytes, then how much has arrived', () => {
    expect(exportProgress(0)).toBe('Packaging the module…');
    expect(exportProgress(512 * 1024)).toBe('Packaging the module: 0.5 MB so far');
    expect(exportProgress(83_886_080)).toBe('Packaging the module: 80 MB so far');
  });
});
