/** Length and picture size of an MP4, read from its `mvhd` and `tkhd` boxes, so the seed states what the file holds. */
export type Mp4Facts = { durationSeconds: number; width: number; height: number };

export const readMp4Facts = (file: Buffer): Mp4Facts => {
  const movieHeader = file.indexOf('mvhd');
  if (movieHeader < 4) throw new Error('not an MP4: no mvhd box');
  const version = file[movieHeader + 4];
  // Version 1 has 64-bit times: creation and modification come before the timescale.
  const timescale = file.readUInt32BE(movieHeader + (version === 1 ? 24 : 16));
  const duration = version === 1 ? Number(file.readBigUInt64BE(movieHeader + 28)) : file.readUInt32BE(movieHeader + 20);
  let width = 0;
  let height = 0;
  for (let at = file.indexOf('tkhd'); at >= 4 && width === 0; at = file.indexOf('tkhd', at + 4)) {
    const end = at - 4 + file.readUInt32BE(at - 4);
    width = Math.round(file.readUInt32BE(end - 8) / 65536);
    height = Math.round(file.readUInt32BE(end - 4) / 65536);
  }
  if (!timescale || !width || !height) throw new Error('not an MP4 video: no length or picture size');
  return { durationSeconds: Math.max(1, Math.round(duration / timescale)), width, height };
};
