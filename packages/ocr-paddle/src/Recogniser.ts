import ort from "onnxruntime-node";
import { ctcDecode } from "./ctcDecode";
import { LINE_HEIGHT, type LineCrop, lineBatch } from "./lineCrops";
import { type RecogniserFiles, readCharset } from "./models";
import { widthBatches } from "./widthBatches";

export interface Reading {
  readonly text: string;
  readonly confidence: number;
}

/**
 * One recognition model and its dictionary. The ONNX session loads on the first `read`, so a
 * script model costs no memory until a receipt needs it, and stays loaded until `close`.
 */
export class Recogniser {
  private loaded: Promise<{ session: ort.InferenceSession; charset: readonly string[] }> | null = null;

  constructor(
    private readonly files: RecogniserFiles,
    private readonly sessionOptions: ort.InferenceSession.SessionOptions,
    /** Crops per run are bounded by batch x width <= this. */
    private readonly batchColumns: number,
    /** The widest crop of a run is at most this much wider than its narrowest (0.1: 10 %); unbounded by default. */
    private readonly batchPadding = Number.POSITIVE_INFINITY,
  ) {}

  get isLoaded(): boolean {
    return this.loaded !== null;
  }

  async load(): Promise<void> {
    await this.session();
  }

  /** Reads every crop; crops of similar width share a run (little padding per batch). */
  async read(crops: readonly LineCrop[]): Promise<Reading[]> {
    const { session, charset } = await this.session();
    const results: Reading[] = new Array(crops.length);
    for (const members of widthBatches(
      crops.map((crop) => crop.width),
      this.batchColumns,
      this.batchPadding,
    )) {
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
    }
    return results;
  }

  async close(): Promise<void> {
    const loading = this.loaded;
    this.loaded = null;
    const loaded = await loading?.catch(() => null);
    await loaded?.session.release();
  }

  private session(): Promise<{ session: ort.InferenceSession; charset: readonly string[] }> {
    if (!this.loaded) {
      const loading = (async () => ({
        session: await ort.InferenceSession.create(this.files.recognition, this.sessionOptions),
        charset: readCharset(this.files.dictionary),
      }))();
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = null;
      });
    }
    return this.loaded;
  }
}
