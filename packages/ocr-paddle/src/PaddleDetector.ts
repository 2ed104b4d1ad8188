import { ocrParseFailed, ocrResponseFailed, type ReceiptImage } from "@finance/domain";
import type { OcrBox, TextDetector } from "@finance/receipt-reader";
import ort from "onnxruntime-node";
import { ctcDecode } from "./ctcDecode";
import { decodeGray, type GrayImage, resizeGray } from "./grayImage";
import { cropLine, LINE_HEIGHT, type LineCrop, lineBatch } from "./lineCrops";
import { bundledModels, type PaddleModelFiles, readCharset } from "./models";
import {
  boundingRect,
  defaultTextBoxOptions,
  type RotatedBox,
  scaleBox,
  type TextBoxOptions,
  textBoxes,
} from "./textBoxes";

export interface PaddleDetectorOptions {
  readonly models?: PaddleModelFiles;
  /**
   * ONNX Runtime threads per session run. Default 2. Engines that run side by side should share
   * the cores out: oversubscribed, they read fewer receipts per second and slow everything else.
   */
  readonly threads?: number;
  /** Long side of the image the detector sees (rounded to a multiple of 32). Default 1280. */
  readonly detectionSide?: number;
  /** ...and at most this many pixels (the detector's memory grows with them). Default 500 000. */
  readonly detectionPixels?: number;
  /** Long side the upload is shrunk to before anything else; crops come from this. Default 2400. */
  readonly workingSide?: number;
  /** sharp refuses inputs with more pixels than this before decoding them. Default 50 M. */
  readonly maxInputPixels?: number;
  /** Widest recogniser crop (48 px high). Default 1600. */
  readonly maxLineWidth?: number;
  /** Crops per recogniser run are bounded by batch x width <= this. Default 2400. */
  readonly batchColumns?: number;
  /** Boxes read with less confidence are dropped. Default 0.5 (PaddleOCR's drop score). */
  readonly minConfidence?: number;
  readonly textBoxes?: Partial<TextBoxOptions>;
}

interface Sessions {
  readonly detection: ort.InferenceSession;
  readonly recognition: ort.InferenceSession;
  readonly charset: readonly string[];
}

const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/**
 * PaddleOCR PP-OCRv4 on ONNX Runtime (CPU): detection on a size-capped copy, DB post-processing,
 * crops from the larger working image, recognition in width-sorted batches, CTC decoding. Boxes
 * come back in pixels of the uploaded image. Sessions load on the first `detect` (or `warmUp`)
 * and stay until `close`.
 */
export class PaddleDetector implements TextDetector {
  private sessions: Promise<Sessions> | null = null;
  private readonly boxOptions: TextBoxOptions;

  constructor(private readonly options: PaddleDetectorOptions = {}) {
    this.boxOptions = { ...defaultTextBoxOptions, ...options.textBoxes };
  }

  async detect(image: ReceiptImage): Promise<OcrBox[]> {
    const { detection, recognition, charset } = await this.load();
    const { image: working, scale } = await decodeGray(
      image.bytes,
      this.options.workingSide ?? 2400,
      this.options.maxInputPixels ?? 50_000_000,
    ).catch(() => {
      throw ocrParseFailed("The receipt image cannot be read");
    });
    let rotated: RotatedBox[];
    let texts: { text: string; confidence: number }[];
    try {
      rotated = await this.findBoxes(detection, working);
      const crops = rotated.map((box) => cropLine(working, box, this.options.maxLineWidth ?? 1600));
      texts = await this.recognise(recognition, charset, crops);
    } catch {
      throw ocrResponseFailed("OCR engine failed");
    }
    const minConfidence = this.options.minConfidence ?? 0.5;
    const boxes: OcrBox[] = [];
    rotated.forEach((box, i) => {
      const read = texts[i]!;
      const text = read.text.normalize("NFKC").trim();
      if (text === "" || read.confidence < minConfidence) return;
      const rect = boundingRect(box);
      boxes.push({
        text,
        left: Math.max(0, Math.round(rect.left * scale)),
        top: Math.max(0, Math.round(rect.top * scale)),
        right: Math.round(rect.right * scale),
        bottom: Math.round(rect.bottom * scale),
        confidence: Math.round(read.confidence * 1000) / 1000,
      });
    });
    return boxes.sort((a, b) => a.top - b.top || a.left - b.left);
  }

  /** Loads both models now instead of on the first receipt. */
  async warmUp(): Promise<void> {
    await this.load();
  }

  async close(): Promise<void> {
    const sessions = this.sessions;
    this.sessions = null;
    if (!sessions) return;
    const loaded = await sessions.catch(() => null);
    await loaded?.detection.release();
    await loaded?.recognition.release();
  }

  private async findBoxes(session: ort.InferenceSession, working: GrayImage): Promise<RotatedBox[]> {
    const side = this.options.detectionSide ?? 1280;
    const pixels = this.options.detectionPixels ?? 500_000;
    const factor = Math.min(
      1,
      side / Math.max(working.width, working.height),
      Math.sqrt(pixels / (working.width * working.height)),
    );
    const width = Math.max(32, Math.round((working.width * factor) / 32) * 32);
    const height = Math.max(32, Math.round((working.height * factor) / 32) * 32);
    const small = await resizeGray(working, width, height);
    const plane = width * height;
    const input = new Float32Array(3 * plane);
    for (let c = 0; c < 3; c += 1) {
      const mean = MEAN[c]!;
      const std = STD[c]!;
      for (let i = 0; i < plane; i += 1) input[c * plane + i] = (small.data[i]! / 255 - mean) / std;
    }
    const output = await session.run({ x: new ort.Tensor("float32", input, [1, 3, height, width]) });
    const map = output[session.outputNames[0]!]!;
    const boxes = textBoxes(map.data as Float32Array, width, height, this.boxOptions);
    map.dispose();
    return boxes.map((box) => scaleBox(box, working.width / width, working.height / height));
  }

  private async recognise(
    session: ort.InferenceSession,
    charset: readonly string[],
    crops: readonly LineCrop[],
  ): Promise<{ text: string; confidence: number }[]> {
    const results: { text: string; confidence: number }[] = new Array(crops.length);
    // Similar widths together: little padding per batch.
    const order = crops.map((_, i) => i).sort((a, b) => crops[a]!.width - crops[b]!.width);
    const budget = this.options.batchColumns ?? 2400;
    let start = 0;
    while (start < order.length) {
      let end = start + 1;
      while (end < order.length && (end - start + 1) * crops[order[end]!]!.width <= budget) end += 1;
      const members = order.slice(start, end);
      const { data, width } = lineBatch(members.map((i) => crops[i]!));
      const output = await session.run({
        x: new ort.Tensor("float32", data, [members.length, 3, LINE_HEIGHT, width]),
      });
      const probs = output[session.outputNames[0]!]!;
      const [, steps, classes] = probs.dims as [number, number, number];
      const lines = ctcDecode(probs.data as Float32Array, members.length, steps, classes, charset);
      probs.dispose();
      members.forEach((index, k) => {
        results[index] = lines[k]!;
      });
      start = end;
    }
    return results;
  }

  private load(): Promise<Sessions> {
    if (!this.sessions) {
      const loading = this.open();
      this.sessions = loading;
      loading.catch(() => {
        if (this.sessions === loading) this.sessions = null;
      });
    }
    return this.sessions;
  }

  private async open(): Promise<Sessions> {
    const files = this.options.models ?? bundledModels();
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      executionProviders: ["cpu"],
      intraOpNumThreads: this.options.threads ?? 2,
      interOpNumThreads: 1,
      executionMode: "sequential",
      graphOptimizationLevel: "all",
      // Shapes change with every receipt: an arena or memory pattern would only keep peak memory.
      enableCpuMemArena: false,
      enableMemPattern: false,
    };
    try {
      const detection = await ort.InferenceSession.create(files.detection, sessionOptions);
      const recognition = await ort.InferenceSession.create(files.recognition, sessionOptions);
      return { detection, recognition, charset: readCharset(files.dictionary) };
    } catch {
      throw ocrResponseFailed("OCR engine could not start");
    }
  }
}
