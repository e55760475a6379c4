import { extractBrandColors, fitWithin, type ExtractedColors } from '@retainly/domain';

/** The chosen file is not an image (spec §5: colour extraction needs an image file). */
export class NotAnImageError extends Error {}

/** Larger files are refused before decoding: a huge image could stall or crash the tab. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export class ImageTooLargeError extends Error {}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/**
 * Decodes the file. createImageBitmap handles PNG, JPG, WebP and GIF; Chromium cannot build a
 * bitmap from an SVG blob, so that (and any other failure) falls back to an <img> element.
 */
async function decode(file: File): Promise<Decoded> {
  try {
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: () => bitmap.close(),
    };
  } catch {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
    // An SVG without width and height has no natural size: draw it at the sampling size.
    return {
      source: image,
      width: image.naturalWidth || 100,
      height: image.naturalHeight || 100,
      release: () => URL.revokeObjectURL(url),
    };
  }
}

/** Three brand colours from an uploaded image, read locally (nothing is uploaded). */
export async function extractColorsFromFile(file: File): Promise<ExtractedColors> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  if (file.size > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
  const image = await decode(file);
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image.source, 0, 0, width, height);
    return extractBrandColors(context.getImageData(0, 0, width, height));
  } finally {
    image.release();
  }
}
