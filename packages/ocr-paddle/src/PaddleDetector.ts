import { ocrParseFailed, ocrResponseFailed, type ReceiptImage } from "@finance/domain";
import type { OcrBox, TextDetector } from "@finance/receipt-reader";
import ort from "onnxruntime-node";
import { decodeGray, type GrayImage, resizeGray } from "./grayImage";
import { cropLine } from "./lineCrops";
import {
  bundledModels,
  bundledScriptModels,
  type PaddleModelFiles,
  type RecogniserFiles,
  type ScriptModel,
} from "./models";
import { type Reading, Recogniser } from "./Recogniser";
import { type MarkReader, restoreMarks } from "./restoreMarks";
import { guessScript, rememberReadings, rereadSqueezed, rereadWithScript } from "./scriptRouting";
import { cjkCount, type ScriptChoice, scriptForLanguage } from "./scripts";
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
  /** The script recognisers (Japanese, Korean, traditional Chinese), each loaded when first needed. */
  readonly scriptModels?: Record<ScriptModel, RecogniserFiles>;
  /**
   * ONNX Runtime threads per session run. Default 2. Engines that run side by side should share
   * the cores out: oversubscribed, they read fewer receipts per second and slow everything else.
   */
  readonly threads?: number;
  /**
   * Whether ONNX Runtime's pool threads spin while waiting for work. Default false: spinning
   * turns waits into CPU time, which a busy machine (other workers, other processes) pays for.
   */
  readonly threadSpinning?: boolean;
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
  /**
   * ...and a run's widest crop is at most this much wider than its narrowest. Default: unbounded.
   * Every crop is padded to its run's widest and the model computes on padding as on text: 0.1
   * cuts padding from ~14 % of the columns computed to ~3 % (recognition CPU -15 %), but changes
   * ~10 % of the readings, and on the dev sets read two dates and three reconciliations fewer
   * (docs/receipts.md), so it is not the default.
   */
  readonly batchPadding?: number;
  /** Boxes read with less confidence are dropped. Default 0.5 (PaddleOCR's drop score). */
  readonly minConfidence?: number;
  readonly textBoxes?: Partial<TextBoxOptions>;
  /**
   * Reads Latin words with their marks for receipts sent as Vietnamese (`language: vi`); without it
   * they keep the base model's reading, marks dropped.
   */
  readonly markReader?: MarkReader;
  /** Re-read CJK and doubtful boxes of CJK receipts squeezed to half width. Default true. */
  readonly squeezeWideBoxes?: boolean;
  /**
   * A script model no receipt used for this long is released (it loads again when one needs it),
   * so a worker that read one Korean receipt does not hold the Korean model for good. Default
   * 120 000 ms; 0 keeps them until `close`.
   */
  readonly scriptIdleMs?: number;
}

const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export interface DetectOptions {
  /** The client's BCP 47 language tag: picks the recogniser instead of guessing it. */
  readonly language?: string;
}

export interface Detection {
  readonly boxes: OcrBox[];
  /** The recogniser that read the receipt's own script (`base`: Latin, digits, simplified Chinese). */
  readonly script: ScriptChoice;
}

/**
 * PaddleOCR on ONNX Runtime (CPU): PP-OCRv4 detection on a size-capped copy, DB post-processing,
 * crops from the larger working image, recognition in width-sorted batches, CTC decoding. The
 * base recogniser (PP-OCRv4, Chinese + Latin) reads every box; a receipt in Japanese or Korean
 * (from the client's language, or guessed from that first reading) has its doubtful boxes read
 * again by the PP-OCRv3 model of its script, and CJK receipts their boxes squeezed to half width.
 * Boxes come back in pixels of the uploaded image. Detection and base sessions load on the first
 * `detect` (or `warmUp`) and stay until `close`; a script model loads on the first receipt that
 * needs it, one at a time, and only the last receipt's own stays loaded (until `scriptIdleMs`).
 */
export class PaddleDetector implements TextDetector {
  private detection: Promise<ort.InferenceSession> | null = null;
  private readonly base: Recogniser;
  private readonly scriptRecognisers = new Map<ScriptModel, Recogniser>();
  private readonly scriptLastUsed = new Map<ScriptModel, number>();
  private idleTimer: NodeJS.Timeout | null = null;
  private reading = 0;
  private readonly boxOptions: TextBoxOptions;
  private readonly sessionOptions: ort.InferenceSession.SessionOptions;

  constructor(private readonly options: PaddleDetectorOptions = {}) {
    this.boxOptions = { ...defaultTextBoxOptions, ...options.textBoxes };
    this.sessionOptions = {
      executionProviders: ["cpu"],
      intraOpNumThreads: options.threads ?? 2,
      interOpNumThreads: 1,
      executionMode: "sequential",
      graphOptimizationLevel: "all",
      // The arena keeps a session's largest run and reuses it: freed to glibc instead, the
      // per-run buffers fragment its heap (~35 MiB more peak) or, mapped, fault in on every run.
      // Weights stay outside it, so it holds activations only. A pattern fits one shape only.
      enableCpuMemArena: true,
      enableMemPattern: false,
      extra: {
        session: {
          use_device_allocator_for_initializers: "1",
          intra_op: { allow_spinning: options.threadSpinning === true ? "1" : "0" },
        },
      },
    };
    this.base = new Recogniser(
      options.models ?? bundledModels(),
      this.sessionOptions,
      this.batchColumns,
      this.batchPadding,
    );
  }

  async detect(image: ReceiptImage, options: DetectOptions = {}): Promise<OcrBox[]> {
    return (await this.read(image, options)).boxes;
  }

  /** `detect`, and which recogniser read the receipt's script. */
  async read(image: ReceiptImage, options: DetectOptions = {}): Promise<Detection> {
    this.reading += 1;
    try {
      return await this.readOnce(image, options);
    } finally {
      this.reading -= 1;
      this.scheduleIdleRelease();
    }
  }

  private async readOnce(image: ReceiptImage, options: DetectOptions): Promise<Detection> {
    const detection = await this.loadDetection();
    await this.base.load().catch(() => {
      throw ocrResponseFailed("OCR engine could not start");
    });
    const { image: working, scale } = await decodeGray(
      image.bytes,
      this.options.workingSide ?? 2400,
      this.options.maxInputPixels ?? 50_000_000,
    ).catch(() => {
      throw ocrParseFailed("The receipt image cannot be read");
    });
    let rotated: RotatedBox[];
    let texts: Reading[];
    let script: ScriptChoice;
    try {
      rotated = await this.findBoxes(detection, working);
      const crops = rotated.map((box) => cropLine(working, box, this.options.maxLineWidth ?? 1600));
      const readWith = rememberReadings(async (model, some) => {
        if (model !== "base" && model !== "vietnamese") await this.releaseScriptModels(model);
        return this.recogniser(model).read(some);
      });
      const first = await this.base.read(crops);
      script =
        options.language === undefined
          ? await guessScript(crops, first, readWith)
          : scriptForLanguage(options.language);
      texts = await rereadWithScript(script, crops, first, readWith);
      if (script === "vietnamese" && this.options.markReader)
        texts = await restoreMarks(crops, texts, this.options.markReader);
      const cjk = (script !== "base" && script !== "vietnamese") || texts.some((reading) => cjkCount(reading.text) > 0);
      if (cjk && this.options.squeezeWideBoxes !== false) texts = await rereadSqueezed(script, crops, texts, readWith);
    } catch {
      throw ocrResponseFailed("OCR engine failed");
    }
    await this.releaseScriptModels(script);
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
    return { boxes: boxes.sort((a, b) => a.top - b.top || a.left - b.left), script };
  }

  /** Loads the detection and base recognition models now instead of on the first receipt. */
  async warmUp(): Promise<void> {
    await this.loadDetection();
    await this.base.load().catch(() => {
      throw ocrResponseFailed("OCR engine could not start");
    });
  }

  /** The script models loaded so far (they load when a receipt first needs them). */
  loadedScriptModels(): ScriptModel[] {
    return [...this.scriptRecognisers].flatMap(([model, recogniser]) => (recogniser.isLoaded ? [model] : []));
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const detection = this.detection;
    this.detection = null;
    const session = await detection?.catch(() => null);
    await session?.release();
    await this.base.close();
    for (const recogniser of this.scriptRecognisers.values()) await recogniser.close();
    await this.options.markReader?.close?.();
    this.scriptRecognisers.clear();
  }

  private get batchColumns(): number {
    return this.options.batchColumns ?? 2400;
  }

  private get batchPadding(): number {
    return this.options.batchPadding ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Releases the loaded script models but `keep`, unless another receipt is being read (it may
   * use them). Each holds its weights and its arena (~40 MiB): one at a time keeps a Korean
   * receipt (probed with the Japanese model first) at one extra model, and after a receipt only
   * its own script's model stays. Loading one again costs ~0.1 s of CPU.
   */
  private async releaseScriptModels(keep: ScriptChoice): Promise<void> {
    for (const [model, recogniser] of this.scriptRecognisers) {
      // Checked before each close: a receipt that started during the last one may use this model.
      if (this.reading > 1) return;
      if (model !== keep && recogniser.isLoaded) await recogniser.close();
    }
  }

  /** Releases the script models idle for `scriptIdleMs`, checked once that long after a receipt. */
  private scheduleIdleRelease(): void {
    const idleMs = this.options.scriptIdleMs ?? 120_000;
    if (idleMs <= 0 || this.idleTimer || this.loadedScriptModels().length === 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.reading > 0) return this.scheduleIdleRelease();
      const now = Date.now();
      for (const model of this.loadedScriptModels()) {
        if (now - (this.scriptLastUsed.get(model) ?? 0) >= idleMs) void this.scriptRecognisers.get(model)?.close();
      }
      this.scheduleIdleRelease();
    }, idleMs);
    this.idleTimer.unref();
  }

  private recogniser(model: ScriptChoice): Recogniser {
    if (model === "base" || model === "vietnamese") return this.base;
    this.scriptLastUsed.set(model, Date.now());
    let recogniser = this.scriptRecognisers.get(model);
    if (!recogniser) {
      const files = (this.options.scriptModels ?? bundledScriptModels())[model];
      recogniser = new Recogniser(files, this.sessionOptions, this.batchColumns, this.batchPadding);
      this.scriptRecognisers.set(model, recogniser);
    }
    return recogniser;
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

  private loadDetection(): Promise<ort.InferenceSession> {
    if (!this.detection) {
      const files = this.options.models ?? bundledModels();
      const loading = ort.InferenceSession.create(files.detection, this.sessionOptions).catch(() => {
        throw ocrResponseFailed("OCR engine could not start");
      });
      this.detection = loading;
      loading.catch(() => {
        if (this.detection === loading) this.detection = null;
      });
    }
    return this.detection;
  }
}
