/**
 * Names of the entries of one ZIP: the files' own names, made safe as paths (no folders, no control
 * characters) and unique (`a.pdf`, `a (2).pdf`), compared without case as Windows does.
 */
export const zipEntryNames = (fileNames: string[]): string[] => {
  const taken = new Set<string>();
  return fileNames.map((original) => {
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    const cleaned = original.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^[.\s]+/, '').trim() || 'file';
    const dot = cleaned.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [cleaned.slice(0, dot), cleaned.slice(dot)] : [cleaned, ''];
    let name = cleaned;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${stem} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
};
