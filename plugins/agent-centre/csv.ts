/**
 * CSV export of the report tables: RFC 4180 quoting, a byte-order mark so spreadsheet programs read
 * the accents, and ';' between fields with ',' as the decimal mark, as Brazilian spreadsheets expect.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

function field(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  // Amounts come as "1234.56": written "1234,56", as the ';'-separated file's readers expect.
  const text = /^-?\d+\.\d+$/.test(raw) ? raw.replace('.', ',') : raw;
  // A leading =, +, -, @, tab or carriage return would be read as a formula by a spreadsheet: an apostrophe keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], footer?: readonly (string | number | null)[]): string {
  const lines = [columns.map((column) => field(column.header)).join(';')];
  for (const row of rows) lines.push(columns.map((column) => field(column.value(row))).join(';'));
  if (footer) lines.push(footer.map(field).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
