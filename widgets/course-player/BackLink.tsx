/** The way back inside the player: a button styled as a link, since it moves within the widget. */
export function BackLink({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <button type="button" className="tc-link tc-player__back" part="back" onClick={onBack}>
      <span aria-hidden="true">← </span>
      {label}
    </button>
  );
}
