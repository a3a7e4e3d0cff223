/** A part of the track not filled, as shares of its length (0 to 1). */
export type TrackGap = { from: number; to: number };

/**
 * A labelled percentage bar; the number is also written out, so it never depends on the bar alone. With `gaps`
 * the bar shows where it is filled: a full track with those parts left unfilled (a video's parts not watched).
 */
export function ProgressBar({ percent, label, text, gaps }: { percent: number; label: string; text: string; gaps?: readonly TrackGap[] }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const share = (fraction: number) => `${Math.max(0, Math.min(100, fraction * 100))}%`;
  return (
    <div className="tc-progress" part="progress">
      <div className="tc-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className="tc-progress__fill" style={{ width: gaps ? '100%' : `${value}%` }} />
        {gaps?.map((gap) => <div key={gap.from} className="tc-progress__gap" style={{ left: share(gap.from), width: share(gap.to - gap.from) }} />)}
      </div>
      <span className="tc-progress__text">{text}</span>
    </div>
  );
}
