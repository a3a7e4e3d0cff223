import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonCaption } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';
import { SelectField } from '../../src/ui/SelectField';
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

/**
 * The lesson's captions as a transcript under the video, closed at first: each line plays the video from where it is
 * said, and the line being said is marked while it plays. Read from the player's own caption tracks.
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
  const lastIndex = transcript.cues.length - 1;
  const tabStop = Math.min(focusIndex ?? Math.max(transcript.activeIndex, 0), Math.max(lastIndex, 0));

  const moveFocus = (event: KeyboardEvent<HTMLOListElement>) => {
    const from = focusIndex ?? tabStop;
    const to = targetLine(event.key, from, lastIndex);
    if (to === undefined || to < 0 || to > lastIndex) return;
    event.preventDefault();
    listRef.current?.querySelectorAll('button')[to]?.focus();
  };

  // The line being said stays in view inside the list (the page itself does not move), unless the reader is in the list.
  useEffect(() => {
    const list = listRef.current;
    const line = list?.children[transcript.activeIndex] as HTMLElement | undefined;
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
          <ol
            ref={listRef}
            className="tc-transcript__lines"
            aria-describedby={hintId}
            onKeyDown={moveFocus}
            // Tabbing back in later lands on the line being said.
            onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocusIndex(null)}
          >
            {transcript.cues.map((cue, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="tc-transcript__line"
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-current={index === transcript.activeIndex ? 'true' : undefined}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => onPlayFrom(cue.startSeconds)}
                >
                  <span className="tc-transcript__time">{formatDuration(cue.startSeconds, t)}</span> <span lang={language}>{cue.text}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
