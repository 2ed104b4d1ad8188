import {
  isDomainError,
  type OcrPort,
  ocrResponseFailed,
  type ParsedReceipt,
  type ReadContext,
  type ReceiptImage,
} from "@finance/domain";
import { contentOf, parseVisionAnswer, RECEIPT_PROMPT } from "./visionAnswer";

export interface HttpVisionOcrOptions {
  /** `OCR_URL`: the API base (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`) or the full chat-completions URL. */
  readonly url: string;
  /** `OCR_MODEL`: a vision-capable model. */
  readonly model: string;
  /** `OCR_API_KEY`: sent as a Bearer token when set. */
  readonly apiKey?: string;
  /** `OCR_TIMEOUT_MS`: per attempt, covering the whole answer. Default 30000. */
  readonly timeoutMs?: number;
  /** Pause before the single retry. Default 250 ms. */
  readonly retryDelayMs?: number;
}

export const DEFAULT_OCR_TIMEOUT_MS = 30_000;

const responseFailed = ocrResponseFailed;

/** Retry once on these: a 5xx or a timeout. */
class Retryable extends Error {}

export const chatCompletionsUrl = (base: string): string => {
  const trimmed = base.trim().replace(/\/+$/, "");
  return trimmed.endsWith("/chat/completions") ? trimmed : `${trimmed}/chat/completions`;
};

/**
 * OCR through an OpenAI-compatible chat-completions vision endpoint (OpenAI, Ollama, vLLM,
 * LM Studio). The image goes as a data URL with a prompt asking for the receipt JSON; the answer
 * is validated with zod. Unreachable, timeout, non-2xx or empty: OCR_RESPONSE_FAILED (after one
 * retry for a 5xx or a timeout). Malformed JSON or the wrong shape: OCR_PARSE_FAILED.
 */
export class HttpVisionOcr implements OcrPort {
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: HttpVisionOcrOptions) {
    this.endpoint = chatCompletionsUrl(options.url);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  async read(image: ReceiptImage, context: ReadContext = {}): Promise<ParsedReceipt> {
    const body = JSON.stringify(this.request(image, context));
    let answer: unknown;
    try {
      answer = await this.post(body);
    } catch (error) {
      if (!(error instanceof Retryable)) throw error;
      await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
      try {
        answer = await this.post(body);
      } catch (again) {
        if (again instanceof Retryable) throw responseFailed(again.message);
        throw again;
      }
    }
    return parseVisionAnswer(contentOf(answer));
  }

  private request(image: ReceiptImage, context: ReadContext) {
    // The wallet's currency helps the model with day-first or month-first dates; it is not an answer.
    const hint = context.walletCurrency ? ` It was paid from a ${context.walletCurrency} account.` : "";
    const dataUrl = `data:${image.mimeType};base64,${Buffer.from(image.bytes).toString("base64")}`;
    return {
      model: this.options.model,
      temperature: 0,
      messages: [
        { role: "system", content: RECEIPT_PROMPT },
        {
          role: "user",
          content: [
            { type: "text", text: `Read this receipt.${hint}` },
            { type: "image_url", image_url: { url: dataUrl } },
          ],
        },
      ],
    };
  }

  /** One attempt: the parsed JSON body of a 2xx answer. */
  private async post(body: string): Promise<unknown> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await fetch(this.endpoint, { method: "POST", headers, body, signal });
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        throw new Retryable(`OCR service answered ${response.status}`);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw responseFailed(`OCR service answered ${response.status}`);
      }
      const text = await response.text();
      if (text.trim().length === 0) throw responseFailed("OCR service answered nothing");
      try {
        return JSON.parse(text);
      } catch {
        throw responseFailed("OCR service answered something that is not JSON");
      }
    } catch (error) {
      if (error instanceof Retryable || isDomainError(error)) throw error;
      if (signal.aborted) throw new Retryable("OCR service timed out");
      throw responseFailed("OCR service is unreachable");
    }
  }
}
