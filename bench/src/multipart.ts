import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

/** A receipt upload's multipart body: the text fields, then the image as the `receipt` part. */
export const receiptForm = (fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) => {
  const boundary = `----finance-bench-${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

/**
 * The same PNG with a text chunk naming `n` before its end: the same pixels (the same OCR work)
 * but different bytes, so the service's duplicate-receipt check does not answer 409.
 */
export const distinctPng = (png: Buffer, n: number): Buffer => {
  const end = png.length - 12; // IEND: length, type, CRC
  const type = Buffer.from("tEXt");
  const data = Buffer.from(`bench\0${n}`, "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, end), length, type, data, crc, png.subarray(end)]);
};
