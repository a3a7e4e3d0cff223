import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, fileNameFromPath } from './fileName';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment; filename="quote \\"x\\".zip"', 'quote "x".zip'],
    ["attachment; filename*=UTF-8''Certificado%20Instalaci%C3%B3n.pdf", 'Certificado Instalación.pdf'],
    ["attachment; filename=\"fallback.pdf\"; filename*=UTF-8''Se%C3%B1al.pdf", 'Señal.pdf'],
    ["attachment; filename*=utf-8'es'Gu%C3%ADa.pdf; filename=\"Guia.pdf\"", 'Guía.pdf'],
    ["attachment; filename*=ISO-8859-1''Espa%F1a.txt", 'España.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Users\\\\x\\\\evil.exe"', 'evil.exe'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.pdf\"")).toBe('plain.pdf');
  });

  it('is null when no file is named', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('fileNameFromPath', () => {
  it('takes the last segment of the path, or a generic name', () => {
    expect(fileNameFromPath('/materials/download/all.zip?x=1')).toBe('all.zip');
    expect(fileNameFromPath('/')).toBe('download');
  });
});
