/**
 * Groups crops into recogniser runs: sorted by width, a run takes the next crop while the run's
 * padded size (crops x the widest) stays within `columns` and the widest is at most
 * `1 + padding` times the narrowest. Every crop of a run is padded to the widest, and the model
 * computes on the padding as on text: bounding it keeps that work small, and keeps each crop's
 * reading close to what it reads alone. Returns runs of crop indices, narrowest run first.
 */
export const widthBatches = (widths: readonly number[], columns: number, padding: number): number[][] => {
  const order = widths.map((_, i) => i).sort((a, b) => widths[a]! - widths[b]!);
  const runs: number[][] = [];
  let start = 0;
  while (start < order.length) {
    const narrowest = widths[order[start]!]!;
    let end = start + 1;
    while (end < order.length) {
      const width = widths[order[end]!]!;
      if ((end - start + 1) * width > columns || width > narrowest * (1 + padding)) break;
      end += 1;
    }
    runs.push(order.slice(start, end));
    start = end;
  }
  return runs;
};
