import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { getConfig } from '../api/config';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Same-origin paths (`/x`, not `//host`) move through the page's router; anything else is a normal link. */
export const isAppPath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/**
 * A real link (new tab, copy address and crawlers still work) whose plain left click on an app
 * path goes through `getConfig().navigate`, so a host with a client router does not reload the page.
 */
export function AppLink({ href, onClick, className = 'tc-link', ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target || rest.download !== undefined || !isAppPath(href)) return;
    event.preventDefault();
    getConfig().navigate(href);
  };
  return <a {...rest} href={href} className={className} onClick={handleClick} />;
}
