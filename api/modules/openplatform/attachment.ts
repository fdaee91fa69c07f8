// The optional attachment of an application (a business licence, a description of the partner's
// service): a PDF, PNG or JPEG of at most 5 MB, recognised by its content, never by its name or the
// type the browser claims. An image is decoded and encoded anew by sharp (metadata and
// anything else of the uploaded bytes dropped); a PDF is kept as it came, since it is only ever read
// back by an operator, never served to the public.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../../errors.ts';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels an image attachment may declare (its header is read before anything is decoded). */
const MAX_INPUT_PIXELS = 40_000_000;

export type AttachmentMediaType = 'application/pdf' | 'image/png' | 'image/jpeg';
export type CheckedAttachment = { mediaType: AttachmentMediaType; bytes: Buffer; sha256: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function sniff(bytes: Buffer): AttachmentMediaType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

async function reencode(bytes: Buffer, mediaType: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 } as const;
  try {
    const { width, height, format } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
    if (format !== (mediaType === 'image/png' ? 'png' : 'jpeg')) throw new Error('not what its signature says');
    const image = sharp(bytes, options).rotate();
    return await (mediaType === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new ValidationError('attachment', 'openplat.attachmentMalformed');
  }
}

/** The attachment as it is stored; a translated refusal for anything but a readable PDF, PNG or JPEG within the size. */
export async function checkAttachment(bytes: Buffer): Promise<CheckedAttachment> {
  if (bytes.length === 0) throw new ValidationError('attachment', 'openplat.attachmentMissing');
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw new ValidationError('attachment', 'openplat.attachmentTooLarge', { max: ATTACHMENT_MAX_BYTES / 1024 / 1024 });
  const mediaType = sniff(bytes);
  if (!mediaType) throw new ValidationError('attachment', 'openplat.attachmentType');
  if (mediaType === 'application/pdf' && !bytes.subarray(-1024).toString('latin1').includes('%%EOF')) {
    throw new ValidationError('attachment', 'openplat.attachmentMalformed');
  }
  const stored = mediaType === 'application/pdf' ? bytes : await reencode(bytes, mediaType);
  return { mediaType, bytes: stored, sha256: createHash('sha256').update(stored).digest('hex') };
}
