/**
 * ECG images (PNG / JPEG of a printed or rendered ECG). They carry no signal: they are shown beside
 * the answers, whose claims stay unverifiable. Pure helpers (no DOM) so they can be unit tested.
 */

export type ImageType = 'image/png' | 'image/jpeg';

/** Larger files are refused rather than decoded (a scanned 12-lead page is a few MB). */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jpe', 'jfif']);

/** True when the name says PNG / JPEG (the bytes are checked by imageTypeOf before showing it). */
export function isImageName(name: string): boolean {
  const i = name.lastIndexOf('.');
  return i > 0 && IMAGE_EXTENSIONS.has(name.slice(i + 1).toLowerCase());
}

/** The image type from its signature, or null when the bytes are neither PNG nor JPEG. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Width and height from a PNG IHDR chunk (null when absent or implausible). */
export function pngSize(head: Uint8Array): { width: number; height: number } | null {
  if (imageTypeOf(head) !== 'image/png' || head.length < 24) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (String.fromCharCode(head[12], head[13], head[14], head[15]) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 && width <= 100_000 && height <= 100_000 ? { width, height } : null;
}

/** Why `bytes` cannot be shown as an ECG image, or null when it can. */
export function imageProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return 'empty file';
  if (size > MAX_IMAGE_BYTES) return `image too large (${Math.round(size / 1048576)} MB, at most ${MAX_IMAGE_BYTES / 1048576} MB)`;
  if (!imageTypeOf(head)) return 'not a PNG or JPEG image (the file signature does not match)';
  return null;
}
