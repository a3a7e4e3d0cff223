// CSV files people open in a spreadsheet: the questionnaire export and the admin reports.
import { stringify } from 'csv-stringify/sync';

// A cell a spreadsheet would read as a formula (OWASP "CSV injection"): = + - @, tab and carriage return.
const formulaStart = /^[=+\-@\t\r]/;

/** A cell that opens as the text it is: a leading formula character gets a `'` in front. */
export const neutraliseFormula = (cell: string): string => (formulaStart.test(cell) ? `'${cell}` : cell);

/** Rows as CSV that a spreadsheet opens as UTF-8 (byte order mark), accents intact, no cell run as a formula. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string =>
  stringify([header.map(neutraliseFormula), ...rows.map((row) => row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : neutraliseFormula(cell))))], {
    bom: true,
    record_delimiter: 'windows',
  });
