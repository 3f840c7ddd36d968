/**
 * One CSV cell: quoted when it holds a comma, quote, line break or edge space (quotes doubled), and
 * a cell a spreadsheet would read as a formula (= + - @, tab, carriage return) gets a leading '.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || /^\s|\s$/.test(text)) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
