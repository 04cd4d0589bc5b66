import sharp from 'sharp';
import { AppError } from '../http/errors';
import type { ServerMessage } from '../i18n/catalogues';

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
  /** What the upload is, for the refusal sentences. */
  kind: 'image' | 'screenshot';
}

/** The file a refusal is about: its name, else its place among the upload's files (from 1). */
export type ImageLabel = { name: string } | { number: number };

/**
 * Why a file is refused (decision 0046), about a named file (`"leaf.png" is not an image.`) or
 * a numbered one (`File 2 …`), and asking for the policy's kind of file.
 */
const refusal = {
  notAnImage: /*i18n*/ {
    id: 'files.image.not-an-image',
    message:
      '{named, select, yes {"{file}"} other {File {file}}} is not an image. Attach PNG, JPEG, WebP or GIF {kind, select, screenshot {screenshots} other {images}}.',
  },
  notWhatItsHeaderSays: /*i18n*/ {
    id: 'files.image.not-what-its-header-says',
    message:
      '{named, select, yes {"{file}"} other {File {file}}} is not the image its header says. Attach PNG, JPEG, WebP or GIF {kind, select, screenshot {screenshots} other {images}}.',
  },
  unreadable: /*i18n*/ {
    id: 'files.image.unreadable',
    message:
      '{named, select, yes {"{file}"} other {File {file}}} could not be read as an image (it is damaged or not really an image). Attach PNG, JPEG, WebP or GIF {kind, select, screenshot {screenshots} other {images}}.',
  },
  tooManyPixels: /*i18n*/ {
    id: 'files.image.too-many-pixels',
    message:
      '{named, select, yes {"{file}"} other {File {file}}} is larger than {maxPixels} pixels. Attach a smaller {kind, select, screenshot {screenshot} other {image}}.',
  },
} satisfies Record<string, ServerMessage>;

/** A refusal's sentence with the file and the policy's words as its values. */
const about = (said: ServerMessage, label: ImageLabel, policy: ImagePolicy): ServerMessage => ({
  ...said,
  values: {
    ...('name' in label ? { named: 'yes', file: label.name } : { named: 'no', file: label.number }),
    kind: policy.kind,
    maxPixels: policy.maxPixels,
  },
});

/**
 * Accepts a file only when its bytes are a PNG, JPEG, WebP or GIF that decodes completely within
 * the pixel limit, and answers it re-encoded (first frame only): whatever else the file carried
 * (appended HTML, metadata, a second format) is not kept.
 */
export async function checkImage(
  bytes: Buffer,
  label: ImageLabel,
  policy: ImagePolicy,
): Promise<CheckedImage> {
  const refuse = (said: ServerMessage) =>
    new AppError(415, 'unsupported_media_type', about(said, label, policy));
  const signature = signatures.find((candidate) => candidate.matches(bytes));
  if (!signature) throw refuse(refusal.notAnImage);
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: policy.maxPixels });
    const metadata = await image.metadata();
    if (metadata.format !== signature.format) throw refuse(refusal.notWhatItsHeaderSays);
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
      throw new AppError(413, 'payload_too_large', about(refusal.tooManyPixels, label, policy));
    throw refuse(refusal.unreadable);
  }
}
