import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';

/**
 * Reads a text file line by line without holding it in memory (the FoodData Central download is
 * gigabytes). CRLF, LF and a final line without an end all work; the line end is never part of a
 * line. `encoding` 'windows-1252' reads the SR28 files (Latin-1 with the Windows quote marks they
 * use); 'utf-8' reads FoodData Central's CSV (a leading byte order mark is dropped).
 */
export async function* readLines(file: string, encoding: 'utf-8' | 'windows-1252'): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  const stream = createReadStream(file);
  async function* decoded(): AsyncGenerator<string> {
    for await (const chunk of stream) yield decoder.decode(chunk as Buffer, { stream: true });
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  const lines = createInterface({ input: Readable.from(decoded()), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  } finally {
    lines.close();
    stream.destroy();
  }
}
