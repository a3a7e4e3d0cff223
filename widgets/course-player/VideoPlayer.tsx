import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../src/api/config';
import type { LessonView, ProgressResult } from '../../src/contract/course';
import { usePlayer } from './playerContext';
import { ProgressBar } from './ProgressBar';
import { useProgressReporter } from './useProgressReporter';

export type VideoPlayerProps = { courseId: string; lesson: LessonView; onStartExam: () => void };

/** Where a video starts: the last position the server knows, unless that is the very end. */
const startPosition = (lesson: LessonView): number =>
  lesson.positionSeconds > 0 && lesson.positionSeconds < lesson.durationSeconds - 1 ? lesson.positionSeconds : 0;

const playSafely = (video: HTMLVideoElement | null) => {
  // A refused play() (autoplay rules, no source) leaves the native controls in charge; nothing to report.
  void Promise.resolve(video?.play()).catch(() => undefined);
};

/**
 * The lesson video with native controls, resumed where the server says it stopped. Progress goes
 * to the server while it plays; the percent watched and the open test are the server's answers.
 */
export function VideoPlayer({ courseId, lesson, onStartExam }: VideoPlayerProps) {
  const { t } = useTranslation('course');
  const { announce } = usePlayer();
  const videoRef = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const testHintId = useId();
  const [progress, setProgress] = useState<Pick<ProgressResult, 'videoPercent' | 'testOpen'>>({
    videoPercent: lesson.videoPercent,
    testOpen: lesson.testOpen,
  });
  const [failing, setFailing] = useState(false);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const testWasOpen = useRef(lesson.testOpen);
  const resumeSeek = useRef(false);

  const videoEvents = useProgressReporter(videoRef, courseId, lesson.lessonId, {
    onResult: (result) => {
      setProgress({ videoPercent: result.videoPercent, testOpen: result.testOpen });
      if (result.testOpen && !testWasOpen.current) announce(t('video.testOpened'));
      testWasOpen.current = result.testOpen;
    },
    onFailingChange: setFailing,
    onBlocked: setBlockedMessage,
  });

  const resume = () => {
    const video = videoRef.current;
    const start = startPosition(lesson);
    if (!video || start === 0) return;
    resumeSeek.current = true;
    video.currentTime = start;
  };

  const onSeeked = () => {
    // The seek to the resume point is ours, not the learner's: the server already knows that position.
    if (resumeSeek.current) {
      resumeSeek.current = false;
      return;
    }
    videoEvents.onSeeked();
  };

  const replay = () => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = 0;
    playSafely(video);
  };

  return (
    <div className="tc-video" part="video">
      <video
        ref={videoRef}
        className="tc-video__media"
        src={resolveApiUrl(lesson.videoUrl)}
        controls
        preload="metadata"
        playsInline
        aria-describedby={descriptionId}
        onLoadedMetadata={resume}
        onPlay={videoEvents.onPlay}
        onPause={videoEvents.onPause}
        onSeeked={onSeeked}
        onEnded={videoEvents.onEnded}
      />
      <p id={descriptionId} className="tc-video__description">
        {t('video.description', { title: lesson.title })}
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
      <ProgressBar percent={progress.videoPercent} label={t('video.progress')} text={t('video.watched', { percent: progress.videoPercent })} />
      <div className="tc-actions">
        <button type="button" className="tc-button tc-button--secondary" onClick={() => playSafely(videoRef.current)}>
          {t('video.continue')}
        </button>
        <button type="button" className="tc-button tc-button--secondary" onClick={replay}>
          {t('video.replay')}
        </button>
        <button type="button" className="tc-button" disabled={!progress.testOpen} aria-describedby={testHintId} onClick={onStartExam}>
          {t('startAssessment')}
        </button>
      </div>
      <p id={testHintId} className="tc-hint">
        {progress.testOpen ? t('video.testOpen') : t('video.testClosed')}
      </p>
    </div>
  );
}
