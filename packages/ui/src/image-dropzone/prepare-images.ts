import { centredSquare, fitWithin, type Rect, type Size, toPngName } from './image-geometry';

/** Longest side of a prepared image, in pixels (spec §9). */
export const maxImageSide = 850;
/** Side of the square preview, in pixels (spec §9). */
export const thumbnailSize = 100;

export interface DroppedImage {
  id: string;
  /** The PNG file's name, e.g. 'photo.png' for 'photo.jpeg'. */
  name: string;
  /** The downscaled PNG, ready to upload. */
  file: File;
  /** A 100 × 100 cover-cropped PNG as a data URL. */
  thumbnailUrl: string;
}

type DrawingContext = CanvasDrawImage & CanvasImageSmoothing;
type Surface =
  | { canvas: OffscreenCanvas; context: DrawingContext }
  | { canvas: HTMLCanvasElement; context: DrawingContext };

function createSurface({ width, height }: Size): Surface {
  // OffscreenCanvas skips the DOM and has a promise-based encoder; older browsers lack it.
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { canvas, context };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images on a canvas.');
  return { canvas, context };
}

function drawPng(source: ImageBitmap, from: Rect, to: Size): Promise<Blob> {
  const surface = createSurface(to);
  surface.context.imageSmoothingQuality = 'high';
  surface.context.drawImage(
    source,
    from.x,
    from.y,
    from.width,
    from.height,
    0,
    0,
    to.width,
    to.height,
  );
  const { canvas } = surface;
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    ),
  );
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function prepareImage(file: File): Promise<DroppedImage | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Labelled image/* but undecodable here (corrupt, or a format the browser lacks): skipped,
    // like any other file that is not an image.
    return null;
  }
  try {
    const whole = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    const [png, thumbnail] = await Promise.all([
      drawPng(bitmap, whole, fitWithin(whole, maxImageSide)),
      drawPng(bitmap, centredSquare(whole), { width: thumbnailSize, height: thumbnailSize }),
    ]);
    const name = toPngName(file.name);
    return {
      id: crypto.randomUUID(),
      name,
      file: new File([png], name, { type: 'image/png', lastModified: file.lastModified }),
      thumbnailUrl: await readAsDataUrl(thumbnail),
    };
  } finally {
    bitmap.close();
  }
}

/**
 * Turns picked or dropped files into upload-ready images (spec §5): files that are not images are
 * ignored; each image is downscaled to at most 850 px on its longer side, re-encoded as PNG and
 * given a 100 × 100 thumbnail. The order of the input is kept.
 */
export async function prepareImages(files: Iterable<File>): Promise<DroppedImage[]> {
  const images = [...files].filter((file) => file.type.startsWith('image/'));
  const prepared = await Promise.all(images.map(prepareImage));
  return prepared.filter((image) => image !== null);
}
