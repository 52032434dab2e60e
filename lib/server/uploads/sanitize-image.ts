import 'server-only'
import sharp from 'sharp'
import {
  IMAGE_TOO_MANY_PIXELS,
  isWithinUploadLimit,
  uploadTooLargeMessage,
  uploadWrongTypeMessage,
  type AcceptedImageType,
  type UploadKind,
} from '@/lib/validation/uploads'
import { AppError } from '../errors'

/*
 * Every image that reaches the platform passes through here (decision 013). The uploader's
 * file name and declared type are never consulted: the bytes decide. What comes out is a fresh
 * encoding made by sharp from the decoded pixels, so nothing but pixels survives: no EXIF or GPS
 * data, no comments, no ICC tricks, no HTML or ZIP appended after the image's end.
 */

/** Larger pictures are refused before decoding: 40 MP of RGBA is already 160 MB of memory. */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * Longest edge kept per kind; larger images are scaled down (documents stay legible). A profile
 * photo is shown at most about 300 CSS px wide (the home page's list, three to a row on a tablet),
 * 192 on the therapist's page and usually 72 (the directory's cards): 600 px covers those at a
 * phone's screen density, where 1600 px made every directory card download a few hundred kilobytes
 * over metered data.
 */
export const MAX_EDGE: Record<UploadKind, number> = { photo: 600, blog: 2000, document: 3000 }

/**
 * Longest edge of a profile photo's small rendition: the directory's cards show a photo at 72 CSS px,
 * the matches at 64 and the appointment cards at 112; 240 px covers them at a phone's two to three
 * device pixels per CSS pixel, in a tenth of the 600 px file's bytes.
 */
export const SMALL_EDGE = 240

export type SanitizedImage = { bytes: Buffer; contentType: AcceptedImageType; width: number; height: number }

const JPEG_MAGIC = [0xff, 0xd8, 0xff]
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)

/** The format the bytes really are (JPEG or PNG by their magic numbers), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg'
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png'
  return null
}

const SHARP_FORMAT: Record<AcceptedImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' }

/**
 * Checks and re-encodes an uploaded image: size on the bytes received, type by magic bytes, pixel
 * count from the header before any decoding, then decode, auto-orient, scale down to MAX_EDGE and
 * encode again in the same format without metadata. Throws AppError('VALIDATION') with the
 * message for the kind (lib/validation/uploads.ts).
 */
export async function sanitizeImage(bytes: Buffer, kind: UploadKind): Promise<SanitizedImage> {
  if (bytes.length === 0 || !isWithinUploadLimit(kind, bytes.length)) throw new AppError('VALIDATION', uploadTooLargeMessage(kind))
  const contentType = sniffImageType(bytes)
  if (!contentType) throw wrongType(kind)

  // The header alone (IHDR for PNG, SOF for JPEG): a 30000×30000 picture is refused here, in about
  // a millisecond, before libvips allocates anything for its pixels.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!header || header.format !== SHARP_FORMAT[contentType]) throw wrongType(kind)
  const { width, height } = header.autoOrient
  if (!width || !height) throw wrongType(kind)
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('VALIDATION', IMAGE_TOO_MANY_PIXELS)

  try {
    // limitInputPixels again in case the decoder sees more than the header said; 'truncated' refuses
    // broken and cut-off files but accepts the small oddities cameras often write.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', sequentialRead: true })
      .autoOrient()
      .resize({ width: MAX_EDGE[kind], height: MAX_EDGE[kind], fit: 'inside', withoutEnlargement: true })
    // No withMetadata()/keepMetadata(): sharp's default writes pixels only, converted to sRGB.
    const encoded = contentType === 'image/jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 8 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, contentType, width: info.width, height: info.height }
  } catch {
    throw wrongType(kind)
  }
}

/**
 * The small rendition of an image sanitizeImage has already made (pixels only, upright): scaled
 * down to SMALL_EDGE in the same format. A smaller image is re-encoded at its own size.
 */
export async function renderSmall(image: Pick<SanitizedImage, 'bytes' | 'contentType'>): Promise<SanitizedImage> {
  const pipeline = sharp(image.bytes, { sequentialRead: true }).resize({ width: SMALL_EDGE, height: SMALL_EDGE, fit: 'inside', withoutEnlargement: true })
  const encoded = image.contentType === 'image/jpeg' ? pipeline.jpeg({ quality: 80, mozjpeg: true }) : pipeline.png({ compressionLevel: 8 })
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
  return { bytes: data, contentType: image.contentType, width: info.width, height: info.height }
}

const wrongType = (kind: UploadKind) => new AppError('VALIDATION', uploadWrongTypeMessage(kind))
