/** A labelled percentage bar; the number is also written out, so it never depends on the bar alone. */
export function ProgressBar({ percent, label, text }: { percent: number; label: string; text: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="tc-progress" part="progress">
      <div className="tc-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className="tc-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="tc-progress__text">{text}</span>
    </div>
  );
}
