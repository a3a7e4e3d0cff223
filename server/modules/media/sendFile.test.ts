import { describe, expect, it } from 'vitest';
import { safeFileName } from './sendFile';

describe('safe file names', () => {
  it('replaces what no file system or header takes, and keeps letters of every language', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j.pdf')).toBe('a_b_c_d_e_f_g_h_i_j.pdf');
    expect(safeFileName('line\nbreak\u0000.pdf')).toBe('line_break_.pdf');
    expect(safeFileName('Guía de instalación.pdf')).toBe('Guía de instalación.pdf');
    expect(safeFileName('  ')).toBe('download');
  });
});
