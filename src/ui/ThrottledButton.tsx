import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
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
 * Pressed while focused, it takes the focus back when it stops being busy if nothing else has it.
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
  const button = useRef<HTMLButtonElement>(null);
  const focusedWhenPressed = useRef(false);
  useEffect(() => {
    if (busy || !focusedWhenPressed.current) return;
    focusedWhenPressed.current = false;
    // Disabled while busy, the button lost the focus to the page (Chromium); the action may have moved it on.
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [busy]);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    focusedWhenPressed.current = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement === event.currentTarget;
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
      ref={button}
      type={type}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    />
  );
}
