import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

/**
 * The join link's QR code as an SVG document, made once per link: every push of a room to its
 * host carries it, and a PIN's link does not change.
 */
export function createJoinQr() {
  const made = new LRUCache<string, string>({ max: 500 });
  return async (url: string) => {
    let svg = made.get(url);
    if (!svg) {
      svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      made.set(url, svg);
    }
    return svg;
  };
}
