import sharp from 'sharp';
import { AppError } from '../http/errors';

/** What the first bytes of each accepted format are (the file name and declared type are ignored). */
const signatures: ReadonlyArray<{ format: string; matches: (bytes: Buffer) => boolean }> = [
  {
    format: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    format: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export interface CheckedImage {
  /** The image re-encoded in the policy's output format. */
  data: Buffer;
  width: number;
  height: number;
}

/** What one kind of upload accepts and how it is stored. */
export interface ImagePolicy {
  /** Decoded width × height. */
  maxPixels: number;
  output: 'png' | 'webp';
  /** Wider images are scaled down to this width, keeping their proportions. */
  maxWidth?: number;
  /** What the upload is, for the refusal sentences: `{ one: 'screenshot', many: 'screenshots' }`. */
  noun: { one: string; many: string };
}

/**
 * Accepts a file only when its bytes are a PNG, JPEG, WebP or GIF that decodes completely within
 * the pixel limit, and answers it re-encoded (first frame only): whatever else the file carried
 * (appended HTML, metadata, a second format) is not kept.
 */
export async function checkImage(
  bytes: Buffer,
  label: string,
  policy: ImagePolicy,
): Promise<CheckedImage> {
  const refuse = (why: string) =>
    new AppError(
      415,
      'unsupported_media_type',
      `${label} ${why} Attach PNG, JPEG, WebP or GIF ${policy.noun.many}.`,
    );
  const signature = signatures.find((candidate) => candidate.matches(bytes));
  if (!signature) throw refuse('is not an image.');
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: policy.maxPixels });
    const metadata = await image.metadata();
    if (metadata.format !== signature.format) throw refuse('is not the image its header says.');
    const oriented = image.rotate();
    const sized = policy.maxWidth
      ? oriented.resize({ width: policy.maxWidth, withoutEnlargement: true })
      : oriented;
    const encoded = policy.output === 'png' ? sized.png() : sized.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError(
        413,
        'payload_too_large',
        `${label} is larger than ${policy.maxPixels} pixels. Attach a smaller ${policy.noun.one}.`,
      );
    throw refuse('could not be read as an image (it is damaged or not really an image).');
  }
}
