import sharp from "sharp";

// libvips keeps decoded images and operations in a cache and runs a thread per core: a receipt is
// decoded once, so both only hold memory (the worker process is measured by its peak RSS).
sharp.cache(false);
sharp.concurrency(1);

/** 8-bit single-channel pixels, row-major. */
export interface GrayImage {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface DecodedImage {
  readonly image: GrayImage;
  /** Pixels of the uploaded (EXIF-oriented) image per pixel of `image`: 1 unless it was shrunk. */
  readonly scale: number;
}

/**
 * Decodes to grayscale (receipts carry no colour the models need) with the long side capped, so a
 * 600 dpi A4 scan costs what a phone photo does. JPEG shrink-on-load keeps the decode itself cheap.
 */
export const decodeGray = async (bytes: Uint8Array, maxSide: number, maxInputPixels: number): Promise<DecodedImage> => {
  const input = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" }).autoOrient();
  const { data, info } = await input
    .grayscale()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  const orientedWidth = metadata.autoOrient?.width ?? metadata.width ?? info.width;
  return {
    image: {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    },
    scale: orientedWidth / info.width,
  };
};

/** Resamples a gray image to an exact size (the detector needs sides in multiples of 32). */
export const resizeGray = async (image: GrayImage, width: number, height: number): Promise<GrayImage> => {
  if (width === image.width && height === image.height) return image;
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(width, height, { fit: "fill" })
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  if (data.byteLength !== width * height) throw new Error("sharp returned more than one channel");
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
};
