import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonCaption } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';
import { matchRanges, type MatchRange } from '../../src/ui/matchRanges';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { useTranscript } from './useTranscript';

export type TranscriptProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  captions: readonly LessonCaption[];
  /** The language shown first: the reader's when the lesson has captions in it. */
  initialLanguage: string;
  onPlayFrom: (seconds: number) => void;
};

/** The line a key moves the focus to; undefined for any other key. */
const targetLine = (key: string, from: number, lastIndex: number): number | undefined => {
  switch (key) {
    case 'ArrowDown':
      return from + 1;
    case 'ArrowUp':
      return from - 1;
    case 'Home':
      return 0;
    case 'End':
      return lastIndex;
    default:
      return undefined;
  }
};

/** A line's text with the places the search found marked. */
const Marked = ({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) => {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { start, end } of ranges) {
    parts.push(text.slice(from, start), <mark key={start}>{text.slice(start, end)}</mark>);
    from = end;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
};

/**
 * The lesson's captions as a transcript under the video, closed at first: each line plays the video from where it is
 * said, and the line being said is marked while it plays; a search keeps the lines that contain its words. Read from
 * the player's own caption tracks.
 */
export function Transcript({ videoRef, captions, initialLanguage, onPlayFrom }: TranscriptProps) {
  const { t } = useTranslation('course');
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState(captions.some((caption) => caption.language === initialLanguage) ? initialLanguage : (captions[0]?.language ?? ''));
  const transcript = useTranscript(videoRef, language, open);
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // One tab stop in the list (a lesson's transcript has hundreds of lines): the line last focused, else the one being said.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  // The lines shown: every one, or those the search finds (with where, to mark it); `index` is the cue's. Searched
  // again only when the lines or the search change, not at each line the video reaches.
  const { cues } = transcript;
  const shown = useMemo(
    () => cues.map((cue, index) => ({ cue, index, ranges: matchRanges(cue.text, query, language) })).filter((line) => !searching || line.ranges.length > 0),
    [cues, query, language, searching],
  );
  const positionOf = (index: number | null) => shown.findIndex((line) => line.index === index);
  const focusedAt = positionOf(focusIndex);
  const tabStop = focusedAt >= 0 ? focusedAt : Math.max(positionOf(transcript.activeIndex), 0);

  const moveFocus = (event: KeyboardEvent<HTMLOListElement>) => {
    const to = targetLine(event.key, tabStop, shown.length - 1);
    if (to === undefined || to < 0 || to >= shown.length) return;
    event.preventDefault();
    listRef.current?.querySelectorAll('button')[to]?.focus();
  };

  // The line being said stays in view inside the list (the page itself does not move), unless the reader is in the list.
  useEffect(() => {
    const list = listRef.current;
    const line = list?.querySelector('[aria-current]')?.parentElement ?? undefined;
    const focused = (list?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (!list || !line || (focused && list.contains(focused))) return;
    // The list is positioned, so a line's offsetTop is measured from the list's top.
    if (line.offsetTop < list.scrollTop || line.offsetTop + line.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = line.offsetTop;
  }, [transcript.activeIndex]);

  if (captions.length === 0) return null;
  return (
    <details className="tc-transcript" part="transcript" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="tc-transcript__summary">{t('video.transcript.heading')}</summary>
      {captions.length > 1 ? (
        <SelectField
          label={t('video.transcript.language')}
          name="transcriptLanguage"
          value={language}
          onChange={(next) => {
            setLanguage(next);
            setFocusIndex(null);
          }}
          options={captions.map((caption) => ({ value: caption.language, label: t(`video.captionTrack.${caption.language}`) }))}
        />
      ) : null}
      {/* Outside the lines' states, so what is typed stays while another language loads; nothing to search in a file that failed. */}
      {transcript.status === 'failed' ? null : (
        <>
          <TextField label={t('video.transcript.search')} name="transcriptSearch" type="search" value={query} onChange={setQuery} maxLength={200} />
          {/* Always there, so a screen reader hears how many lines each search finds. */}
          <p className="tc-hint" role="status">
            {searching && transcript.status === 'ready'
              ? shown.length > 0
                ? t('video.transcript.found', { count: shown.length, query: query.trim() })
                : t('video.transcript.notFound', { query: query.trim() })
              : null}
          </p>
        </>
      )}
      {transcript.status === 'loading' ? (
        <p className="tc-hint" role="status">
          {t('video.transcript.loading')}
        </p>
      ) : transcript.status === 'failed' ? (
        <p className="tc-player__error" role="alert">
          {t('video.transcript.failed')}
        </p>
      ) : (
        <>
          <p id={hintId} className="tc-hint">
            {t('video.transcript.hint')}
          </p>
          {shown.length > 0 ? (
            <ol
              ref={listRef}
              className="tc-transcript__lines"
              aria-describedby={hintId}
              onKeyDown={moveFocus}
              // Tabbing back in later lands on the line being said.
              onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocusIndex(null)}
            >
              {shown.map(({ cue, index, ranges }, position) => (
                <li key={index}>
                  <button
                    type="button"
                    className="tc-transcript__line"
                    tabIndex={position === tabStop ? 0 : -1}
                    aria-current={index === transcript.activeIndex ? 'true' : undefined}
                    onFocus={() => setFocusIndex(index)}
                    onClick={() => onPlayFrom(cue.startSeconds)}
                  >
                    <span className="tc-transcript__time">{formatDuration(cue.startSeconds, t)}</span> <span lang={language}>
                      <Marked text={cue.text} ranges={ranges} />
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </details>
  );
}
