import { readLines } from './text-files';

/**
 * FoodData Central's CSV download (RFC 4180: comma separated, fields in double quotes when they
 * need it, a doubled quote inside one, UTF-8). An empty field is ''.
 */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error(`Unclosed quote in CSV line: ${line.slice(0, 80)}`);
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      fields.push(value);
      if (i < text.length && text[i] !== ',') throw new Error(`Expected , after a quoted field in CSV line: ${line.slice(0, 80)}`);
    } else {
      const comma = text.indexOf(',', i);
      fields.push(text.slice(i, comma < 0 ? text.length : comma));
      i = comma < 0 ? text.length : comma;
    }
    if (i >= text.length) break;
    i += 1; // the comma
    if (i === text.length) {
      fields.push('');
      break;
    }
  }
  return fields;
}

/** True while `record` has an odd number of quotes: its quoted field goes on past a line end. */
function openQuote(record: string): boolean {
  let count = 0;
  for (let i = record.indexOf('"'); i >= 0; i = record.indexOf('"', i + 1)) count += 1;
  return count % 2 === 1;
}

/**
 * The records of one CSV file as objects keyed by the header row, streamed. A quoted field may
 * hold line breaks (they are kept as '\n').
 */
export async function* readCsvRecords(file: string): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  let pending = '';
  for await (const line of readLines(file, 'utf-8')) {
    pending = pending ? `${pending}\n${line}` : line;
    if (openQuote(pending)) continue;
    const record = pending;
    pending = '';
    if (record.trim() === '') continue;
    const fields = parseCsvLine(record);
    if (!header) {
      header = fields.map((f) => f.trim());
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = fields[i] ?? '';
    });
    yield row;
  }
  if (pending) throw new Error(`${file} ends inside a quoted field`);
}
