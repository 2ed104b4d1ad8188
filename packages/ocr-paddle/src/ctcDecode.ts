/**
 * CTC greedy decoding of the recogniser's output (N x T x C softmax): the most likely class per
 * time step, repeats merged, blanks (class 0) dropped. Class k >= 1 is `charset[k - 1]`.
 * Confidence is the mean probability of the kept characters.
 */
export const ctcDecode = (
  probs: Float32Array,
  batch: number,
  steps: number,
  classes: number,
  charset: readonly string[],
): { text: string; confidence: number }[] => {
  const lines: { text: string; confidence: number }[] = [];
  for (let n = 0; n < batch; n += 1) {
    let text = "";
    let sum = 0;
    let kept = 0;
    let previous = -1;
    for (let t = 0; t < steps; t += 1) {
      const offset = (n * steps + t) * classes;
      let best = 0;
      let bestProb = probs[offset]!;
      for (let c = 1; c < classes; c += 1) {
        const p = probs[offset + c]!;
        if (p > bestProb) {
          bestProb = p;
          best = c;
        }
      }
      if (best !== 0 && best !== previous) {
        text += charset[best - 1] ?? "";
        sum += bestProb;
        kept += 1;
      }
      previous = best;
    }
    lines.push({ text, confidence: kept === 0 ? 0 : sum / kept });
  }
  return lines;
};
