import { useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { clickThrottleMs } from '../contract/limits';
import { isOutsideWindow } from './useThrottledCallback';

export type ThrottledButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Clicks within this many ms of the last accepted one are ignored (spec 9: 500 ms). */
  throttleMs?: number;
  /** A request is under way: sets aria-busy and disables the button. */
  busy?: boolean;
};

/**
 * A button that ignores repeated clicks. An ignored click also has its default prevented, so a
 * submit button cannot send its form twice. `className` defaults to `tc-button` (forms.css);
 * pass `"tc-button tc-button--secondary"` for the secondary look. `type` defaults to `button`.
 */
export function ThrottledButton({
  throttleMs = clickThrottleMs,
  busy = false,
  onClick,
  type = 'button',
  className = 'tc-button',
  disabled,
  ...rest
}: ThrottledButtonProps) {
  const lastAcceptedAt = useRef<number | undefined>(undefined);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const now = Date.now();
    if (!isOutsideWindow(lastAcceptedAt.current, now, throttleMs)) {
      event.preventDefault();
      return;
    }
    lastAcceptedAt.current = now;
    onClick?.(event);
  };
  return (
    <button
      part="button"
      {...rest}
      type={type}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    />
  );
}
