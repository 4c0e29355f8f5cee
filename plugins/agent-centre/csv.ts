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

/**
 * The records of a report export as the platform streams it (GET v2/agent/<report>/export,
 * docs/agent-centre-api.md): RFC 4180 with commas, a header line of field names whose first is
 * `record`, then `row` and `total` lines. Fields come as text ('' for null); the caller types them.
 */
export function parseExport(text: string): { rows: Record<string, string>[]; totals: Record<string, string>[] } {
  const lines = parseCsvLines(text.replace(/^\ufeff/, ''));
  const [header, ...records] = lines;
  if (!header || header[0] !== 'record') throw new Error('not a report export');
  const fields = header.slice(1);
  const rows: Record<string, string>[] = [];
  const totals: Record<string, string>[] = [];
  for (const [kind, ...values] of records) {
    const record = Object.fromEntries(fields.map((field, index) => [field, values[index] ?? '']));
    if (kind === 'row') rows.push(record);
    else if (kind === 'total') totals.push(record);
  }
  return { rows, totals };
}

/** RFC 4180 lines of comma-separated fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsvLines(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      line.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || line.length > 0) lines.push([...line, field]);
  return lines;
}
