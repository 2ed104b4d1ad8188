import type { ErrorDetail } from "@finance/domain";

/** An error answer lists at most this many details; the rest are only counted. */
export const MAX_ERROR_DETAILS = 20;
/** A detail's path and message are cut to this many characters (a field name may be 1 MiB long). */
export const MAX_DETAIL_TEXT = 200;
/** The error's `message` is cut to this many characters. */
export const MAX_ERROR_MESSAGE = 1000;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Collects the details of one error answer, bounded however many problems a request has: the first
 * MAX_ERROR_DETAILS are kept (clipped), the others only counted, and the answer ends with one entry
 * saying how many were left out. The message joins the distinct messages of the kept details.
 */
export class ErrorDetailList {
  private readonly kept: ErrorDetail[] = [];
  private omitted = 0;

  get full(): boolean {
    return this.kept.length >= MAX_ERROR_DETAILS;
  }

  add(path: string, message: string): void {
    if (this.full) this.omitted += 1;
    else this.kept.push({ path: clip(path, MAX_DETAIL_TEXT), message: clip(message, MAX_DETAIL_TEXT) });
  }

  /** Counts problems that were not even looked at (the list is full). */
  skip(count: number): void {
    this.omitted += count;
  }

  details(): ErrorDetail[] {
    if (this.omitted === 0) return [...this.kept];
    return [...this.kept, { path: "", message: `${this.omitted} more problems not listed` }];
  }

  message(fallback: string): string {
    const joined = [...new Set(this.kept.map((d) => d.message))].join("; ") || fallback;
    const more = this.omitted > 0 ? ` (and ${this.omitted} more)` : "";
    return clip(joined, MAX_ERROR_MESSAGE - more.length) + more;
  }
}
