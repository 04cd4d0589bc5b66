export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** The size that fits `size` within `maxSide` on its longer side, keeping the aspect ratio; never larger. */
export function fitWithin(size: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The centred square of `size`: drawn into a square it fills it without distortion (cover). */
export function centredSquare(size: Size): Rect {
  const side = Math.min(size.width, size.height);
  return { x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side };
}

/** 'photo.jpeg' → 'photo.png'; a name without an extension gains one. */
export function toPngName(name: string): string {
  const dot = name.lastIndexOf('.');
  // A leading dot starts a hidden file's name, not an extension.
  return `${dot > 0 ? name.slice(0, dot) : name}.png`;
}
