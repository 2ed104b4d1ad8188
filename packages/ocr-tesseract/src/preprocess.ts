import sharp from "sharp";

export interface PreparedImage {
  /** Lossless PNG of the prepared page. */
  readonly png: Buffer;
  /** Pixels of the uploaded (EXIF-oriented) image per pixel of the prepared one. */
  readonly scale: number;
}

export interface PreprocessOptions {
  /** Text of a narrower scan is too small for tesseract: it is upscaled to this width. Default 1400. */
  readonly minWidth?: number;
  /** Longest side kept; a 600 dpi A4 scan is shrunk to it. Default 3000. */
  readonly maxSide?: number;
  /** sharp refuses inputs with more pixels than this before decoding them. Default 50 M. */
  readonly maxInputPixels?: number;
}

/**
 * What tesseract reads best: grayscale, contrast stretched (faded thermal print gets dark strokes),
 * small scans upscaled (tesseract wants ~20-30 px letters), huge ones shrunk, and gently sharpened.
 */
export const preprocess = async (bytes: Uint8Array, options: PreprocessOptions = {}): Promise<PreparedImage> => {
  const maxInputPixels = options.maxInputPixels ?? 50_000_000;
  const metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error("The image has no size");
  const minWidth = options.minWidth ?? 1400;
  const maxSide = options.maxSide ?? 3000;
  const factor = Math.min(Math.max(1, Math.min(2, minWidth / width)), maxSide / Math.max(width, height));
  const targetWidth = Math.max(1, Math.round(width * factor));
  const png = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
    .autoOrient()
    .grayscale()
    .resize({ width: targetWidth, kernel: factor > 1 ? "cubic" : "lanczos3" })
    .normalise({ lower: 1, upper: 99 })
    .sharpen({ sigma: 0.8 })
    .toColourspace("b-w")
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, scale: width / targetWidth };
};
