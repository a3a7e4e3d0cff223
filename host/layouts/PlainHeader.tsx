import { LoadingIndicator } from '../../src/ui/LoadingIndicator';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

/** The header without navigation: brand and language switch (login, account help, questionnaire). */
export function PlainHeader({ className = 'site-header' }: { className?: string }) {
  return (
    <header className={className}>
      <LoadingIndicator placement="page" />
      <div className="site-header__bar">
        <Brand />
        <div className="site-header__tools">
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
