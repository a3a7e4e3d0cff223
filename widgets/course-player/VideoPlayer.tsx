import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../src/api/config';
import type { CaptionKind, LessonTest, LessonView, ProgressResult } from '../../src/contract/course';
import { localeOf, toLanguage } from '../../src/contract/languages';
import { usePlayer } from './playerContext';
import { ProgressBar } from './ProgressBar';
import { Transcript } from './Transcript';
import { UnwatchedParts } from './UnwatchedParts';
import { useProgressReporter } from './useProgressReporter';

export type VideoPlayerProps = { courseId: string; lesson: LessonView; onStartExam: () => void; onOpenResult: (attemptId: string) => void };

const playSafely = (video: HTMLVideoElement | null) => {
  // A refused play() (autoplay rules, no source) leaves the native controls in charge; nothing to report.
  void Promise.resolve(video?.play()).catch(() => undefined);
};

/**
 * The lesson video with native controls, opened where the server says it resumes
 * (`resumeSeconds`), and the button the server chose (Start, Continue, Replay), Pause while it
 * plays. How it is played goes to the server; the percent watched, the test's state, the button and
 * where it resumes are its answers to each report.
 */
export function VideoPlayer({ courseId, lesson, onStartExam, onOpenResult }: VideoPlayerProps) {
  const { t, i18n } = useTranslation('course');
  const { announce } = usePlayer();
  const captionsShown = toLanguage(i18n.language);
  const videoRef = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const testHintId = useId();
  const [progress, setProgress] = useState<Omit<ProgressResult, 'positionSeconds'>>({
    videoPercent: lesson.videoPercent,
    test: lesson.test,
    videoAction: lesson.videoAction,
    resumeSeconds: lesson.resumeSeconds,
    unwatchedParts: lesson.unwatchedParts,
  });
  const [playing, setPlaying] = useState(false);
  const [failing, setFailing] = useState(false);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const testWasOpen = useRef(lesson.test.state === 'open');
  // The signed addresses the player opened with: the lesson asked again (another language) brings new ones, and a new src would start the video over.
  const [media] = useState(() => ({ videoUrl: lesson.videoUrl, captions: lesson.captions }));

  const videoEvents = useProgressReporter(videoRef, courseId, lesson.lessonId, {
    onResult: (result) => {
      setProgress(result);
      const open = result.test.state === 'open';
      if (open && !testWasOpen.current) announce(t('video.testOpened'));
      testWasOpen.current = open;
    },
    onFailingChange: setFailing,
    onBlocked: setBlockedMessage,
  });

  const playFrom = (seconds: number | null) => {
    const video = videoRef.current;
    if (!video) return;
    if (seconds !== null) videoEvents.seekTo(seconds);
    playSafely(video);
  };

  const { test, videoAction, resumeSeconds, unwatchedParts } = progress;
  const duration = lesson.durationSeconds;
  // Where the test waits for more of the video, after something was watched: the server's parts are what is left.
  const partsShown = test.state === 'watchVideo' && videoAction === 'continue' && unwatchedParts.length > 0;
  const partsRef = useRef<HTMLDivElement>(null);
  const testButtonRef = useRef<HTMLButtonElement>(null);
  const focusInParts = useRef(false);
  // A part's button goes once its part is watched: a keyboard user's focus moves on (to the parts left, else to the
  // test), not back to the start of the page.
  useEffect(() => {
    if (!focusInParts.current) return;
    const root = videoRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!root || (root.activeElement && root.activeElement !== document.body)) return;
    focusInParts.current = partsShown;
    (partsShown ? partsRef.current?.querySelector('button') : testButtonRef.current)?.focus();
  }, [partsShown, unwatchedParts]);
  // Continue carries on from where the video stands; at its end (the browser would start it over) from where the server resumes it.
  const continueFrom = () => (videoRef.current?.ended ? resumeSeconds : null);
  // Start/Continue/Replay mean nothing while the video plays: the button pauses it instead.
  const videoButton = playing
    ? { label: t('video.pause'), press: () => videoRef.current?.pause() }
    : { label: t(`video.action.${videoAction}`), press: () => playFrom(videoAction === 'continue' ? continueFrom() : resumeSeconds) };
  return (
    <div className="tc-video" part="video">
      <video
        ref={videoRef}
        // Captions come from the API's origin: on a partner's page they are read with CORS, so the video asks the same way.
        crossOrigin={media.captions.length > 0 ? 'anonymous' : undefined}
        className="tc-video__media"
        src={resolveApiUrl(media.videoUrl)}
        controls
        preload="metadata"
        playsInline
        aria-describedby={descriptionId}
        // The video opens where the lesson resumes, as the server decided (or where a button pressed before was asked to play).
        onLoadedMetadata={() => videoEvents.onLoadedMetadata(lesson.resumeSeconds)}
        onPlaying={() => {
          setPlaying(true);
          videoEvents.onPlaying();
        }}
        onPause={() => {
          setPlaying(false);
          videoEvents.onPause();
        }}
        onSeeking={videoEvents.onSeeking}
        onSeeked={videoEvents.onSeeked}
        onEnded={() => {
          setPlaying(false);
          videoEvents.onEnded();
        }}
        onTimeUpdate={videoEvents.onTimeUpdate}
      >
        {media.captions.map((caption) => (
          <track
            key={caption.language}
            kind={caption.kind}
            src={resolveApiUrl(caption.url)}
            srcLang={caption.language}
            label={t(`video.captionTrack.${caption.language}`)}
            // Shown at first in the reader's language; the player's captions menu turns them off or changes them.
            default={caption.language === captionsShown}
          />
        ))}
      </video>
      <p id={descriptionId} className="tc-video__description">
        {videoDescription(lesson, t, new Intl.ListFormat(localeOf(toLanguage(i18n.language))))}
      </p>
      {blockedMessage ? (
        <p className="tc-player__error" part="error">
          {blockedMessage}
        </p>
      ) : null}
      {failing ? (
        <p className="tc-player__warning" role="status" part="notice">
          {t('video.reportFailing')}
        </p>
      ) : null}
      <ProgressBar
        percent={progress.videoPercent}
        label={t('video.progress')}
        text={t('video.watched', { percent: progress.videoPercent })}
        gaps={unwatchedParts.map((part) => ({ from: part.fromSeconds / duration, to: part.toSeconds / duration }))}
      />
      {partsShown ? (
        <div
          ref={partsRef}
          onFocus={() => (focusInParts.current = true)}
          // Focus gone elsewhere; a button removed with its part takes it nowhere (no related target).
          onBlur={(event) => event.relatedTarget && (focusInParts.current = false)}
        >
          <UnwatchedParts parts={unwatchedParts} onPlay={playFrom} />
        </div>
      ) : null}
      <div className="tc-actions">
        <button type="button" className="tc-button tc-button--secondary" onClick={videoButton.press}>
          {videoButton.label}
        </button>
        {videoAction === 'continue' ? (
          <button type="button" className="tc-button tc-button--secondary" onClick={() => playFrom(0)}>
            {t('video.replayFromStart')}
          </button>
        ) : null}
        {test.state === 'passed' ? (
          <button type="button" className="tc-button" onClick={() => onOpenResult(test.attemptId)}>
            {t('detail.seeResult')}
          </button>
        ) : (
          <button ref={testButtonRef} type="button" className="tc-button" disabled={test.state !== 'open'} aria-describedby={testHintId} onClick={onStartExam}>
            {test.state === 'open' && test.attemptInProgress ? t('exam.resume') : t('startAssessment')}
          </button>
        )}
      </div>
      <p id={testHintId} className={test.state === 'passed' ? 'tc-player__success' : test.state === 'repeatLesson' ? 'tc-player__warning' : 'tc-hint'}>
        {testHint(test, lesson, t)}
      </p>
      <Transcript videoRef={videoRef} captions={media.captions} initialLanguage={captionsShown} onPlayFrom={playFrom} />
    </div>
  );
}

/** The video's description: its title, and the languages of its captions and of its subtitles, as the server sorted its tracks. */
function videoDescription(lesson: LessonView, t: (key: string, values?: Record<string, unknown>) => string, list: Intl.ListFormat): string {
  const languagesOf = (kind: CaptionKind) => list.format(lesson.captions.filter((caption) => caption.kind === kind).map((caption) => t(`video.captionLanguage.${caption.language}`)));
  const captions = languagesOf('captions');
  const subtitles = languagesOf('subtitles');
  if (captions && subtitles) return t('video.descriptionCaptionedSubtitled', { title: lesson.title, captions, subtitles });
  if (captions) return t('video.descriptionCaptioned', { title: lesson.title, languages: captions });
  if (subtitles) return t('video.descriptionSubtitled', { title: lesson.title, languages: subtitles });
  return t('video.description', { title: lesson.title });
}

/** What the test offers now, in the numbers the server sent. */
function testHint(test: LessonTest, lesson: LessonView, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (test.state) {
    case 'open':
      return t('video.test.open');
    case 'passed':
      return t('video.test.passed', { percent: test.correctPercent });
    case 'repeatLesson':
      return t('detail.test.repeatLesson', { count: lesson.attemptsAllowed });
    case 'watchVideo':
      return t('video.test.watchVideo', { percent: lesson.watchedPercentToOpenTest });
    case 'locked':
      return t('video.test.locked');
  }
}
