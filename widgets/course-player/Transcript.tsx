import { useEffect, useId, useRef, useState, type RefObject } from 'react';
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
          onChange={setLanguage}
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
          <ol ref={listRef} className="tc-transcript__lines" aria-describedby={hintId}>
            {transcript.cues.map((cue, index) => (
              <li key={index}>
                <button type="button" className="tc-transcript__line" aria-current={index === transcript.activeIndex ? 'true' : undefined} onClick={() => onPlayFrom(cue.startSeconds)}>
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
