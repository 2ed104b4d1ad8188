/**
 * Offline OCR engines on the receipt dev set, without the service: per engine, ms per receipt
 * (p50/p90), the process's peak RSS, and how often the labelled total and date appear in some box's
 * text (a rough signal of text quality; the reader's own score is `receipts-http.ts`). Optionally
 * writes each receipt's boxes as JSON for tuning the reader offline. Not a test: it asserts nothing.
 *
 *   tsx bench/ocr-engines.ts paddle                      # or tesseract
 *   tsx bench/ocr-engines.ts paddle --dump DIR           # also DIR/<receipt>.json (OcrBox[]) and DIR/READY
 *   tsx bench/ocr-engines.ts paddle --score DIR          # scores those boxes again, no OCR run
 *   tsx bench/ocr-engines.ts paddle --base-only          # the base recogniser alone (before script models)
 *   tsx bench/ocr-engines.ts paddle --language ja        # every receipt with that language hint
 *   RECEIPTS_DIR=path/to/receipts tsx bench/ocr-engines.ts tesseract
 *
 * One engine per run, so the peak RSS is that engine's alone. Prints one JSON line last.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PaddleDetector } from "@finance/ocr-paddle";
import { TesseractDetector, TesseractLineReader } from "@finance/ocr-tesseract";

const engine = process.argv[2];
if (engine !== "paddle" && engine !== "tesseract") {
  console.error("usage: tsx bench/ocr-engines.ts paddle|tesseract [--dump DIR]");
  process.exit(2);
}
const dumpFlag = process.argv.indexOf("--dump");
const dumpDir = dumpFlag > 0 ? resolve(process.argv[dumpFlag + 1] ?? "") : null;
/**
 * `--base-only`: the base recogniser alone (no script models, no squeezed re-reading), as the engine
 * read before it had script models. `--language TAG`: the client's hint for every receipt.
 */
const baseOnly = process.argv.includes("--base-only");
const languageFlag = process.argv.indexOf("--language");
const hint = baseOnly ? "und" : languageFlag > 0 ? process.argv[languageFlag + 1] : undefined;
/** `--score DIR`: scores the boxes an earlier `--dump DIR` wrote instead of running the engine again. */
const scoreFlag = process.argv.indexOf("--score");
const scoreDir = scoreFlag > 0 ? resolve(process.argv[scoreFlag + 1] ?? "") : null;
/** The dev set lives in `shared/` beside the repository (RECEIPTS_DIR overrides). */
const receiptsDir = resolve(
  process.env.RECEIPTS_DIR ?? fileURLToPath(new URL("../../shared/receipts-dev", import.meta.url)),
);
if (!existsSync(receiptsDir)) {
  console.error(`No receipts at ${receiptsDir}: set RECEIPTS_DIR`);
  process.exit(2);
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const squash = (text: string) => text.replace(/\s+/g, "");
/** The amount's digits as receipts print them: grouping marks and spaces ignored (`1,695`, `48.000`). */
const digitsOnly = (text: string) => text.replace(/[\s,.'·]/g, "");
/** Letters only a reader of that script answers: kana, Hangul, Vietnamese vowels with their marks, đ. */
const OWN_SCRIPT: Record<string, RegExp> = {
  ja: /[\u3041-\u309f\u30a1-\u30fa]/gu,
  ko: /[\uac00-\ud7af]/gu,
  vi: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹĂÂĐÊÔƠƯẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸ]/gu,
};

/** The labelled total shows when some box holds its digits (a decimal label keeps its decimals). */
const totalShown = (texts: readonly string[], total: string): boolean => {
  const wanted = digitsOnly(total.replace(/^[^\d-]+/, ""));
  return wanted !== "" && texts.some((text) => new RegExp(`(^|\\D)${wanted}(00)?(\\D|$)`).test(digitsOnly(text)));
};
/**
 * The labelled date shows when some box holds its year (or its last two digits), month and day in a
 * printed order; a time printed right after it (`23.04.202009:59`) still counts.
 */
const dateShown = (texts: readonly string[], date: string): boolean => {
  // The SROIE labels keep the date as printed ("25/12/2018", "10 MAR 2018"): look for it as it is.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return texts.some((text) => text.includes(squash(date)));
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const two = (n: number) => String(n).padStart(2, "0");
  const sep = "\\s*[-/.年月日,]?\\s*";
  const orders = [
    `(?:${y}|${two(y % 100)})${sep}0?${m}${sep}(?:${two(d)}|${d}(?!\\d))`,
    `0?${d}${sep}0?${m}${sep}(?:${y}|${two(y % 100)}(?!\\d))`,
    `0?${m}${sep}0?${d}${sep}(?:${y}|${two(y % 100)}(?!\\d))`,
  ].map((order) => new RegExp(`(^|\\D)${order}`));
  return texts.some((text) => orders.some((order) => order.test(text)));
};

/** Each box's text, and each printed row's (boxes whose vertical spans mostly overlap, left to right). */
const textsOf = (boxes: readonly { text: string; left: number; top: number; bottom: number }[]): string[] => {
  const rows: { top: number; bottom: number; cells: { text: string; left: number }[] }[] = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    const row = rows.find(
      (r) =>
        Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) >
        0.5 * Math.min(r.bottom - r.top, box.bottom - box.top),
    );
    if (row) row.cells.push(box);
    else rows.push({ top: box.top, bottom: box.bottom, cells: [box] });
  }
  const rowTexts = rows.map((row) =>
    row.cells
      .sort((a, b) => a.left - b.left)
      .map((cell) => cell.text)
      .join(" "),
  );
  return [...boxes.map((box) => box.text), ...rowTexts].map(squash);
};

const main = async () => {
  // As the composition builds it: tesseract's Vietnamese model gives marks to receipts sent as `vi`.
  const detector =
    engine === "paddle"
      ? new PaddleDetector({ squeezeWideBoxes: !baseOnly, markReader: new TesseractLineReader() })
      : new TesseractDetector();
  if (dumpDir) mkdirSync(dumpDir, { recursive: true });
  const images = readdirSync(receiptsDir)
    .filter((name) => /\.(jpe?g|png)$/.test(name))
    .sort();
  const latencies: number[] = [];
  let totalSeen = 0;
  let dateSeen = 0;
  let datesLabelled = 0;
  /** Per language (the label's `lang`, `en` when absent): receipts, totals shown, dates labelled, dates shown. */
  const byLanguage = new Map<
    string,
    {
      receipts: number;
      total: number;
      datesLabelled: number;
      date: number;
      ownScriptLetters: number;
      latencies: number[];
      cpuMs: number;
    }
  >();
  const missed: string[] = [];
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const startedAt = performance.now();
    await detector.warmUp();
    const startupMs = performance.now() - startedAt;
    const cpuAtStart = process.cpuUsage();
    for (const name of images) {
      const stem = name.replace(/\.[a-z]+$/, "");
      const label = JSON.parse(readFileSync(join(receiptsDir, `${stem}.json`), "utf8")) as {
        total?: string;
        date?: string | null;
        lang?: string;
      };
      const bytes = new Uint8Array(readFileSync(join(receiptsDir, name)));
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const boxes: { text: string; left: number; top: number; bottom: number }[] = scoreDir
        ? JSON.parse(readFileSync(join(scoreDir, `${basename(stem)}.json`), "utf8"))
        : await detector.detect(
            { bytes, mimeType: name.endsWith(".png") ? "image/png" : "image/jpeg" },
            hint === undefined ? undefined : { language: hint },
          );
      const elapsed = performance.now() - t0;
      const cpuSpent = process.cpuUsage(cpu0);
      latencies.push(elapsed);
      if (dumpDir) writeFileSync(join(dumpDir, `${basename(stem)}.json`), `${JSON.stringify(boxes, null, 1)}\n`);
      const texts = textsOf(boxes);
      const language = byLanguage.get(label.lang ?? "en") ?? {
        receipts: 0,
        total: 0,
        datesLabelled: 0,
        date: 0,
        ownScriptLetters: 0,
        latencies: [],
        cpuMs: 0,
      };
      byLanguage.set(label.lang ?? "en", language);
      language.receipts += 1;
      language.latencies.push(elapsed);
      language.cpuMs += (cpuSpent.user + cpuSpent.system) / 1000;
      const own = OWN_SCRIPT[label.lang ?? ""];
      if (own) language.ownScriptLetters += boxes.reduce((sum, box) => sum + (box.text.match(own)?.length ?? 0), 0);
      // Labels are as printed; a few carry the currency ("RM 13.30"): compare the amount.
      if (totalShown(texts, label.total ?? "")) {
        totalSeen += 1;
        language.total += 1;
      } else missed.push(`${name} total ${label.total}`);
      if (label.date) {
        datesLabelled += 1;
        language.datesLabelled += 1;
        if (dateShown(texts, label.date)) {
          dateSeen += 1;
          language.date += 1;
        } else missed.push(`${name} date ${label.date}`);
      }
    }
    const cpu = process.cpuUsage(cpuAtStart);
    if (dumpDir) writeFileSync(join(dumpDir, "READY"), "");
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
    const sorted = [...latencies].sort((a, b) => a - b);
    const pct = (n: number) => Math.round((n / images.length) * 1000) / 10;
    const result = {
      benchmark: "ocr-engines",
      engine,
      receipts: images.length,
      startupMs: Math.round(startupMs),
      p50Ms: Math.round(percentile(sorted, 50)),
      p90Ms: Math.round(percentile(sorted, 90)),
      // CPU time of all threads: what a receipt costs whatever else the machine is doing.
      cpuMsPerReceipt: Math.round((cpu.user + cpu.system) / 1000 / images.length),
      peakRssMiB: Math.round(peakRss / 1024 / 1024),
      totalInABoxPct: pct(totalSeen),
      dateInABoxPct: datesLabelled === 0 ? null : Math.round((dateSeen / datesLabelled) * 1000) / 10,
      languages: Object.fromEntries(
        [...byLanguage].map(([lang, { latencies: times, cpuMs, ...seen }]) => [
          lang,
          {
            ...seen,
            p50Ms: Math.round(
              percentile(
                [...times].sort((a, b) => a - b),
                50,
              ),
            ),
            cpuMsPerReceipt: Math.round(cpuMs / seen.receipts),
          },
        ]),
      ),
    };
    console.log(
      `${engine}: ${images.length} receipts, start ${result.startupMs} ms, p50 ${result.p50Ms} ms, p90 ${result.p90Ms} ms, ` +
        `CPU ${result.cpuMsPerReceipt} ms/receipt, peak RSS ${result.peakRssMiB} MiB\n  labelled total in some box: ${result.totalInABoxPct}%, ` +
        `labelled date in some box: ${result.dateInABoxPct}%`,
    );
    for (const [lang, seen] of [...byLanguage].sort()) {
      console.log(
        `  ${lang}: ${seen.receipts} receipts, total in a box ${seen.total}/${seen.receipts}, date in a box ${seen.date}/${seen.datesLabelled}` +
          (OWN_SCRIPT[lang] ? `, letters of its own script read ${seen.ownScriptLetters}` : "") +
          `, p50 ${Math.round(
            percentile(
              [...seen.latencies].sort((a, b) => a - b),
              50,
            ),
          )} ms` +
          `, CPU ${Math.round(seen.cpuMs / seen.receipts)} ms/receipt`,
      );
    }
    if (missed.length > 0) console.log(`  not seen: ${missed.join(", ")}`);
    console.log(JSON.stringify(result));
  } finally {
    clearInterval(sampler);
    await detector.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
