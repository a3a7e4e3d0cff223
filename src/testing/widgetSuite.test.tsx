import { fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { defineWidget, type WidgetProps } from '../elements/defineWidget';
import formsCss from '../ui/forms.css?inline';
import { TextField } from '../ui/TextField';
import { ThrottledButton } from '../ui/ThrottledButton';
import { axeViolations, eventContractProblem, recordWidgetEvents, shadowCssText } from './widgetChecks';
import { runWidgetSuite } from './widgetSuite';

/** A widget built the way real ones are (shared UI pieces, i18n, emit), so the suite runs end to end. */
function SampleForm({ emit, account: initial = '' }: WidgetProps & { account?: string }) {
  const { t } = useTranslation('common');
  const [account, setAccount] = useState(initial);
  return (
    <form className="tc-form" onSubmit={(event) => event.preventDefault()}>
      <TextField label={t('language.label')} name="account" value={account} onChange={setAccount} />
      <ThrottledButton onClick={() => emit('tc-login', { account, redirect: null })}>{t('actions.submit')}</ThrottledButton>
    </form>
  );
}

const defineSample = () => {
  defineWidget({ tag: 'tc-sample-form', component: SampleForm, props: { account: 'string' }, styles: [formsCss] });
};

runWidgetSuite({
  tag: 'tc-sample-form',
  define: defineSample,
  attributes: { account: 'ana' },
  ready: (root) => root.querySelector('button') !== null,
  spanishText: /Enviar/,
  interact: (root) => {
    fireEvent.click(root.querySelector('button') as HTMLButtonElement);
  },
  expectedEvents: ['tc-login'],
});

describe('widget checks catch what the suite exists for', () => {
  it('axe reports an unlabelled input and a nameless button inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = '<input name="q"><button></button>';
    const violations = await axeViolations(host);
    expect(violations.some((line) => line.startsWith('label:'))).toBe(true);
    expect(violations.some((line) => line.startsWith('button-name:'))).toBe(true);
  });

  it('flags events that do not bubble, are not composed or lack the tc- prefix', () => {
    const host = document.createElement('div');
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    const recorder = recordWidgetEvents(host);
    host.dispatchEvent(new CustomEvent('tc-login', { bubbles: true }));
    inner.dispatchEvent(new CustomEvent('login', { bubbles: true, composed: true }));
    host.dispatchEvent(new CustomEvent('tc-logout', { composed: true }));
    document.body.dispatchEvent(new CustomEvent('tc-elsewhere'));
    recorder.stop();
    expect(recorder.events.map(eventContractProblem)).toEqual([
      'tc-login: must be composed',
      'login: name must start with tc-',
      'tc-logout: must bubble',
    ]);
  });

  it('reads the CSS of adopted sheets', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(':host { --tc-color-primary: red; }');
    root.adoptedStyleSheets = [sheet];
    expect(shadowCssText(root)).toContain('--tc-color-primary');
  });
});

describe('a widget defined after the page set its properties (the embed loader fetches code late)', () => {
  it('takes over properties and attributes set while its tag was undefined', async () => {
    const element = document.createElement('tc-sample-late') as HTMLElement & { account?: string };
    element.account = 'late.bird';
    document.body.append(element);
    defineWidget({ tag: 'tc-sample-late', component: SampleForm, props: { account: 'string' }, styles: [formsCss] });
    await waitFor(() => expect((element.shadowRoot?.querySelector('input') as HTMLInputElement | null)?.value).toBe('late.bird'));
    expect(Object.prototype.hasOwnProperty.call(element, 'account')).toBe(false);
    expect(element.getAttribute('account')).toBe('late.bird');
  });
});
