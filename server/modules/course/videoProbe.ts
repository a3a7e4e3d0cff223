import type { Readable } from 'node:stream';
import { parseStream } from 'music-metadata';

/** Video containers the lesson player plays. */
const playable = new Set(['video/mp4', 'video/webm']);

/**
 * The length of a stored lesson video in whole seconds, read from its container, or
 * null when the file is no MP4/WebM video with a length.
 */
export const videoDurationSeconds = async (content: Readable, mimeType: string): Promise<number | null> => {
  if (!playable.has(mimeType)) {
    content.destroy();
    return null;
  }
  try {
    const metadata = await parseStream(content, { mimeType }, { duration: true, skipCovers: true });
    const seconds = metadata.format.duration;
    // Rounded down: the player reaches the end at the real length, and 95% of it must stay reachable.
    return seconds && Number.isFinite(seconds) && seconds >= 1 ? Math.floor(seconds) : null;
  } catch {
    return null;
  } finally {
    content.destroy();
  }
};
