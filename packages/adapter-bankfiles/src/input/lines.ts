import { statementLineTooLong } from "@finance/domain";

export interface TextLine {
  readonly text: string;
  /** 1-based. */
  readonly number: number;
}

/**
 * Splits decoded text into lines (LF, CRLF or CR) as it streams. A line that grows past
 * `maxLength` fails the file before it is held whole, so memory stays bounded.
 */
export async function* readLines(text: AsyncIterable<string>, maxLength: number): AsyncGenerator<TextLine> {
  let pending = "";
  let number = 0;
  let afterCr = false;
  for await (const chunk of text) {
    let start = 0;
    for (let index = 0; index < chunk.length; index++) {
      const char = chunk.charCodeAt(index);
      if (char === 10 && afterCr) {
        // The LF of a CRLF: the CR already ended the line.
        afterCr = false;
        start = index + 1;
        continue;
      }
      afterCr = char === 13;
      if (char !== 10 && char !== 13) continue;
      number++;
      yield { text: pending + chunk.slice(start, index), number };
      pending = "";
      start = index + 1;
    }
    pending += chunk.slice(start);
    if (pending.length > maxLength) throw statementLineTooLong(maxLength, number + 1);
  }
  if (pending !== "") yield { text: pending, number: number + 1 };
}
