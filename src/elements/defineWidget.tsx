import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { adminTextsReady, hasAdminTexts, i18n } from '../i18n/i18n';
import { session } from '../session/session';
import loadingCss from '../ui/loading.css?inline';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { dispatchTcEvent, type Emit } from './events';
import { adoptStyles } from './adoptStyles';
import baseCss from './base.css?inline';
import { markPending, markRendered } from './pendingState';
import { ensureToaster } from './toasterMount';
import { yieldToMain } from './yieldToMain';

type PropType = 'string' | 'number' | 'boolean' | 'json';

/** r2wc's element method that mounts or updates the widget (a global symbol, so an element class can override it). */
const renderWidget: unique symbol = Symbol.for('r2wc.render');
/** r2wc's handle on the mounted widget (a global symbol): there once the widget has rendered. */
const mountedWidget: unique symbol = Symbol.for('r2wc.context');

export type WidgetProps = { emit: Emit };

export type WidgetDefinition<P extends WidgetProps> = {
  /** The tag, `tc-*`. */
  tag: `tc-${string}`;
  component: ComponentType<P>;
  /** Explicit attribute map (React 19 has no propTypes fallback). camelCase names, kebab-case attributes. */
  props: Partial<Record<Exclude<keyof P, 'emit'>, PropType>>;
  /** CSS text imported with `?inline`. */
  styles?: readonly string[];
  /** The widget speaks the admin console's namespaces: it renders once their texts are in (a chunk of their own). */
  adminTexts?: boolean;
};

/** Renders its children once the admin console's texts are in: never a text key on screen; a failed fetch can be retried. */
function AdminTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (hasAdminTexts() ? 'ready' : 'loading'));
  useEffect(() => {
    if (state !== 'loading') return;
    let current = true;
    adminTextsReady().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [state]);
  if (state === 'ready') return <>{children}</>;
  if (state === 'loading') {
    return (
      <p part="loading" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <div part="error" role="alert">
      <p>{t('errors.network')}</p>
      <button type="button" className="tc-button tc-button--secondary" part="button retry" onClick={() => setState('loading')}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/** The signed-in user's account when the server gave them a role other than admin; else null (an admin, or nobody signed in). */
const signedInNonAdmin = (): string | null => {
  const user = session.token() ? session.user() : null;
  return user && user.role !== 'admin' ? user.account : null;
};

/**
 * An admin section shows a signed-in learner that it is for administrators, by the role the server
 * gave at sign-in, instead of forms whose every call it would refuse; the admin texts are not even
 * fetched. A visitor who is not signed in gets the section, whose first call asks them to sign in.
 */
function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const account = useSyncExternalStore(session.subscribe, signedInNonAdmin);
  if (account === null) return <>{children}</>;
  return (
    <p className="tc-empty" part="forbidden">
      {t('adminOnly', { account })}
    </p>
  );
}

/**
 * Wraps a pure React widget as a custom element: open shadow root with its styles adopted,
 * the page's one i18n instance, the request loading indicator, and `emit()` that dispatches bubbling, composed `tc-*` events.
 * Attributes are initial config (r2wc ignores removal). Defining the same tag twice is a no-op.
 */
export function defineWidget<P extends WidgetProps>(definition: WidgetDefinition<P>): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;
  const Component = definition.component;
  const styles = [baseCss, loadingCss, ...(definition.styles ?? [])];

  function WidgetRoot(props: Omit<P, 'emit'> & { container?: HTMLElement | ShadowRoot }) {
    const { container, ...rest } = props;
    const host = container instanceof ShadowRoot ? container.host : container;
    // Before paint (no unstyled flash) but after render: mounting the toaster renders another React root.
    // The toaster check waits for the page's own render to finish: a renderer that mounts the widget as soon as
    // it is inserted (Preact) would otherwise look before the page's `<tc-toaster>` sibling is in.
    useLayoutEffect(() => {
      if (container instanceof ShadowRoot) adoptStyles(container, styles);
      markRendered(host);
      queueMicrotask(ensureToaster);
    }, [container, host]);
    const emit = useMemo<Emit>(() => (type, detail) => host && dispatchTcEvent(host, type, detail), [host]);
    return (
      <I18nextProvider i18n={i18n}>
        {/* Every widget frame shows pending calls, unless the page shows them itself (the host's header). */}
        <LoadingIndicator placement="frame" />
        {definition.adminTexts ? (
          <AdminOnly>
            <AdminTexts>
              <Component {...(rest as unknown as P)} emit={emit} />
            </AdminTexts>
          </AdminOnly>
        ) : (
          <Component {...(rest as unknown as P)} emit={emit} />
        )}
      </I18nextProvider>
    );
  }

  const R2wcElement = r2wc(WidgetRoot as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props: definition.props as Record<string, PropType>,
  }) as unknown as new () => HTMLElement & { disconnectedCallback(): void; [renderWidget](): void; [mountedWidget]?: unknown };
  const propNames = Object.keys(definition.props);
  class WidgetElement extends R2wcElement {
    constructor() {
      super();
      markPending(this);
      // A property set before the tag was defined (the loader fetches code late) is an own property that hides r2wc's setter: hand it over.
      for (const name of propNames) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }

    #firstRenderQueued = false;

    // r2wc counts an element as connected from its construction, so a renderer that sets attributes before it
    // inserts the element (Preact) rendered the whole widget once per attribute; connectedCallback renders it once.
    // The first render runs in a task after the one that inserted the element: the page's own render (the host's
    // first page) and each widget's block the page one at a time, not all together. Later updates render at once.
    override [renderWidget](): void {
      if (!this.isConnected) return;
      if (this[mountedWidget]) return super[renderWidget]();
      if (this.#firstRenderQueued) return;
      this.#firstRenderQueued = true;
      void yieldToMain().then(() => {
        this.#firstRenderQueued = false;
        if (this.isConnected && !this[mountedWidget]) super[renderWidget]();
      });
    }

    // A page's React removes widgets while it commits, where a synchronous unmount warns; a moved widget stays mounted.
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }
  customElements.define(definition.tag, WidgetElement);
  return WidgetElement;
}
