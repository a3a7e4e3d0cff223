import { useEffect, useState, type RefObject } from 'react';

/** One line of a transcript: a caption cue as the browser parsed it from the lesson's WebVTT file. */
export type TranscriptCue = { startSeconds: number; text: string };

export type Transcript = { status: 'loading' | 'ready' | 'failed'; cues: TranscriptCue[]; activeIndex: number };

// HTMLTrackElement's readyState values (the constants live on the element's prototype, absent in some DOMs).
const trackLoaded = 2;
const trackFailed = 3;

const loading: Transcript = { status: 'loading', cues: [], activeIndex: -1 };

// A cue's markup (voices, italics) drawn as plain text: the browser's own reading of it where it has one.
const textOf = (cue: TextTrackCue): string =>
  ('getCueAsHTML' in cue && typeof cue.getCueAsHTML === 'function' ? (cue.getCueAsHTML() as DocumentFragment).textContent : (cue as VTTCue).text)?.trim() ?? '';

// The active cue that started last: at a line's first second Chromium still counts the line before it as active (a
// cue's end is inclusive there), and a click on a line must mark that line, not the one before.
const activeIndexOf = (track: TextTrack): number => {
  const latest = [...(track.activeCues ?? [])].reduce<TextTrackCue | null>((last, cue) => (last && last.startTime > cue.startTime ? last : cue), null);
  return latest && track.cues ? [...track.cues].indexOf(latest) : -1;
};

/**
 * The cues of the video's caption track in `language`, read while `open`, and the one being spoken. The browser loads
 * and parses the file (the `<track>` the player already has); a track not shown is set to hidden, which loads its cues
 * without drawing them, and set back to hidden when the player's captions menu turns it off while the transcript reads it.
 */
export function useTranscript(videoRef: RefObject<HTMLVideoElement | null>, language: string, open: boolean): Transcript {
  const [transcript, setTranscript] = useState<Transcript>(loading);
  useEffect(() => {
    const video = videoRef.current;
    const element = [...(video?.querySelectorAll('track') ?? [])].find((track) => track.srclang === language);
    if (!open || !video || !element) return undefined;
    const track = element.track;
    const keepLoaded = () => {
      if (track.mode === 'disabled') track.mode = 'hidden';
    };
    const read = () => {
      const cues = [...(track.cues ?? [])].map((cue) => ({ startSeconds: cue.startTime, text: textOf(cue) }));
      setTranscript({ status: 'ready', cues, activeIndex: activeIndexOf(track) });
    };
    const fail = () => setTranscript({ status: 'failed', cues: [], activeIndex: -1 });
    const follow = () => setTranscript((shown) => ({ ...shown, activeIndex: activeIndexOf(track) }));
    keepLoaded();
    if (element.readyState === trackLoaded) read();
    else if (element.readyState === trackFailed) fail();
    else setTranscript(loading);
    element.addEventListener('load', read);
    element.addEventListener('error', fail);
    track.addEventListener('cuechange', follow);
    video.textTracks.addEventListener('change', keepLoaded);
    return () => {
      element.removeEventListener('load', read);
      element.removeEventListener('error', fail);
      track.removeEventListener('cuechange', follow);
      video.textTracks.removeEventListener('change', keepLoaded);
    };
  }, [videoRef, language, open]);
  return transcript;
}
