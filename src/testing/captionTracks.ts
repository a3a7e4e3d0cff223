/**
 * A video's `<track>` elements as Chromium loads them, for widget tests (happy-dom neither loads a track nor keeps
 * one TextTrack per element). A track is loaded when its mode leaves `disabled`: the WebVTT text given for its
 * language becomes its cues and the element fires `load` (or `error` without a text). `speak` makes a cue the
 * active one, as playing over it would.
 */
export type CaptionTracks = {
  track: (language: string) => TextTrack;
  /** Marks the cues at `seconds` active and fires `cuechange`, as the browser does while it is played. */
  speak: (language: string, seconds: number) => void;
  /** The player's captions menu: `language` shown, every other track turned off; fires `change` on `textTracks`. */
  chooseInMenu: (language: string | null) => void;
};

const secondsOf = (stamp: string): number => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** Cues of a WebVTT text: each block with a timing line gives one, its text the lines after it. */
const cuesOf = (vtt: string): VTTCue[] =>
  vtt
    .split(/\n\n+/)
    .map((block) => block.split('\n'))
    .flatMap((lines) => {
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) return [];
      const [start = '', end = ''] = lines[timing]!.split('-->').map((part) => part.trim().split(' ')[0] ?? '');
      return [new VTTCue(secondsOf(start), secondsOf(end), lines.slice(timing + 1).join('\n'))];
    });

export function loadCaptionTracks(video: HTMLVideoElement, vttByLanguage: Record<string, string>): CaptionTracks {
  const list = new EventTarget();
  const tracks = new Map<string, TextTrack>();
  const speakers = new Map<string, (seconds: number) => void>();
  for (const element of video.querySelectorAll('track')) {
    const language = element.getAttribute('srclang') ?? '';
    const events = new EventTarget();
    let mode: TextTrackMode = element.hasAttribute('default') ? 'showing' : 'disabled';
    let readyState = 0;
    let cues: VTTCue[] = [];
    let active: VTTCue[] = [];
    const load = () => {
      readyState = 1;
      setTimeout(() => {
        const vtt = vttByLanguage[language];
        readyState = vtt === undefined ? 3 : 2;
        cues = vtt === undefined ? [] : cuesOf(vtt);
        element.dispatchEvent(new Event(vtt === undefined ? 'error' : 'load'));
      });
    };
    // Accessors, not copied values: the mode loads the track, and cues arrive later.
    const track = Object.defineProperties(events, {
      // As in a browser, the track's kind is its element's (the server says captions or subtitles).
      kind: { value: element.getAttribute('kind') ?? 'subtitles' },
      language: { value: language },
      mode: {
        get: () => mode,
        set: (next: TextTrackMode) => {
          mode = next;
          if (next !== 'disabled' && readyState === 0) load();
        },
      },
      cues: { get: () => (mode === 'disabled' ? null : cues) },
      activeCues: { get: () => (mode === 'disabled' ? null : active) },
    }) as unknown as TextTrack;
    Object.defineProperty(element, 'track', { value: track });
    Object.defineProperty(element, 'readyState', { get: () => readyState });
    tracks.set(language, track);
    if (mode !== 'disabled') load();
    speakers.set(language, (seconds) => {
      // Both ends count, as in Chromium: at 4 s the cue ending at 4 is still active beside the one starting there.
      active = cues.filter((cue) => cue.startTime <= seconds && seconds <= cue.endTime);
      track.dispatchEvent(new Event('cuechange'));
    });
  }
  Object.defineProperty(video, 'textTracks', { value: Object.assign(list, { length: tracks.size }) });
  const track = (language: string): TextTrack => {
    const found = tracks.get(language);
    if (!found) throw new Error(`the video has no ${language} track`);
    return found;
  };
  return {
    track,
    speak: (language, seconds) => {
      track(language);
      speakers.get(language)?.(seconds);
    },
    chooseInMenu: (language) => {
      for (const [each, found] of tracks) found.mode = each === language ? 'showing' : 'disabled';
      list.dispatchEvent(new Event('change'));
    },
  };
}
