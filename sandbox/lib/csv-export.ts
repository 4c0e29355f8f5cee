import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * The report exports (GET v2/agent/<report>/export, issue 24): every row of a selection in one
 * request, streamed as it is read, a batch at a time, so the server holds no more than a batch,
 * whatever the team's size (the browser keeps the file to write the spreadsheet from it). The rows
 * and the totals line are read one after the other, not in one snapshot: a move committed while a
 * file streams may be in one and not the other. The file is for the front end to turn into
 * the agent's own spreadsheet (its column names, labels, dates and decimal mark): a header line
 * of field names; then `row` lines with the fields of the report's JSON rows, as the JSON call
 * answers them (amounts as decimal strings, instants in ISO 8601, null as an empty field); then
 * `total` lines with the selection's totals.
 */

type Value = string | number | boolean | null | undefined;

/** RFC 4180: a field is quoted when it holds a comma, a quote or a line break. */
export function csvField(value: Value): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (values: readonly Value[]) => `${values.map(csvField).join(',')}\r\n`;

export interface CsvExport {
  /** The download's name (Content-Disposition). */
  fileName: string;
  /** The fields of a row, in the file's order. */
  fields: readonly string[];
  batches: AsyncIterable<readonly object[]>;
  /** The selection's totals, read once every row is out; a field not among `fields` gets a column of its own. */
  totals?: () => Promise<object>;
  /** The totals' fields (known before the rows, for the header line). */
  totalFields?: readonly string[];
}

async function* csvLines(file: CsvExport): AsyncGenerator<string> {
  const extra = (file.totalFields ?? []).filter((field) => !file.fields.includes(field));
  const columns = [...file.fields, ...extra];
  yield csvLine(['record', ...columns]);
  for await (const batch of file.batches) {
    yield batch.map((row) => csvLine(['row', ...columns.map((field) => (row as Record<string, Value>)[field])])).join('');
  }
  if (file.totals) {
    const totals = (await file.totals()) as Record<string, Value>;
    yield csvLine(['total', ...columns.map((field) => totals[field])]);
  }
}

/** Answers the export: headers now, then the lines as the batches come. */
export function sendCsvExport(reply: FastifyReply, file: CsvExport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(file)));
}
