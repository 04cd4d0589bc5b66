/**
 * A small picture of a copied item for the clipboard (spec §3: a preview image data URL): its kind
 * and title on a card, drawn on a canvas. Colours are fixed, as the picture is an image and does
 * not follow the theme.
 */
export function clipboardPreviewImage(typeLabel: string, title: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#eef2ff';
  context.fillRect(0, 0, 240, 160);
  context.fillStyle = '#3730a3';
  context.font = '600 14px sans-serif';
  context.fillText(typeLabel, 16, 32);
  context.fillStyle = '#1f2937';
  context.font = '16px sans-serif';
  const words = title.split(/\s+/);
  let line = '';
  let y = 64;
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (context.measureText(next).width > 208 && line) {
      context.fillText(line, 16, y);
      line = word;
      y += 22;
      if (y > 140) return canvas.toDataURL('image/png');
    } else {
      line = next;
    }
  }
  context.fillText(line, 16, y);
  return canvas.toDataURL('image/png');
}
