import { loginRedirectPath } from '../session/expiry';
import { AppLink } from './AppLink';

/** What a signed-in-only view shows without a session: the reason and the way to log in (back here afterwards). */
export function SignInPrompt({ message, linkText }: { message: string; linkText: string }) {
  return (
    <p className="tc-empty" part="sign-in">
      {message} <AppLink href={loginRedirectPath()}>{linkText}</AppLink>
    </p>
  );
}
