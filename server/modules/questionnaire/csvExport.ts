/** The CSV writer is shared with the admin reports (server/lib/csv.ts). */
export { neutraliseFormula, toCsv } from '../../lib/csv';
