import { languages, type Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../courseSchema';

/** A time in a WebVTT cue: minutes, seconds and milliseconds (the demo videos are shorter than an hour). */
const cueTime = (seconds: number): string => {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
};

/** The WebVTT file of a demo lesson's captions in one language: its lines spread evenly over the video. */
export const captionVtt = (lines: readonly string[], durationSeconds: number): string => {
  const span = durationSeconds / lines.length;
  const cues = lines.map((line, index) => `${index + 1}\n${cueTime(index * span)} --> ${cueTime((index + 1) * span)}\n${line}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
};

/** The languages every line of a demo lesson's captions is written in, in the portal's order. */
export const captionLanguagesOf = (lines: readonly LocalizedText[]): Language[] =>
  lines.length === 0 ? [] : languages.filter((language) => lines.every((line) => line[language] !== undefined && line[language] !== ''));
