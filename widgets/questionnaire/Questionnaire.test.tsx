import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { questionnaireFixture } from '../../src/testing/fixtures/questionnaire';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { validationMessages } from '../../src/validation/messages';
import { defineQuestionnaire, questionnaireTag } from './element';
import { find, mount, ok } from '../../src/testing/shadowHarness';

const opened = questionnaireFixture('open');
const code = opened.session.code;
const handlers = {
  '/questionnaire/open': ok(opened),
  '/questionnaire/submit': ok(questionnaireFixture('submit.ok')),
};
const ready = (root: ShadowRoot) => root.querySelector('form') !== null;
const mountForm = (extra: Record<string, FakeHandler> = {}) =>
  mount({ tag: questionnaireTag, define: defineQuestionnaire, attributes: { code }, ready }, { ...handlers, ...extra });

/** Types as React hears it (user-event cannot type into a shadow root). */
const type = (element: Element, value: string) => fireEvent.change(element, { target: { value } });

const fillAttendee = (screen: Awaited<ReturnType<typeof mountForm>>['screen']) => {
  type(screen.getByLabelText(/^Company name/), 'Energía Solar del Norte');
  type(screen.getByLabelText(/^Name/), 'José Núñez');
  type(screen.getByLabelText(/^Position/), 'Installer');
  type(screen.getByLabelText(/^Cell phone/), '5551234567');
  type(screen.getByLabelText(/^Email/), 'jose@example.test');
};

/** Answers every question: the first choice, or '12' typed. */
const answerEvery = (root: ShadowRoot) => {
  for (const question of opened.questions) {
    const control = root.querySelector(`[data-question-id="${question.questionId}"]`)!.querySelector('input, textarea')!;
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) fireEvent.click(control);
    else type(control, '12');
  }
};

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  localStorage.clear();
});

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(handlers);
  });
  runWidgetSuite({
    tag: questionnaireTag,
    define: defineQuestionnaire,
    attributes: { code },
    ready,
    spanishText: /Sus datos/,
    interact: async (root) => {
      const screen = within(root as unknown as HTMLElement);
      fillAttendee(screen as Awaited<ReturnType<typeof mountForm>>['screen']);
      answerEvery(root);
      fireEvent.submit(root.querySelector('form')!);
      await waitFor(() => expect(root.querySelector('[part~="thanks"]')).not.toBeNull());
    },
    expectedEvents: ['tc-questionnaire-submitted'],
  });
});

describe('<tc-questionnaire>', () => {
  it('opens the session of its code and shows the fields of spec 3, then every question type', async () => {
    const { api, screen, root } = await mountForm();
    expect(api.to('/questionnaire/open')[0]?.url.searchParams.get('code')).toBe(code);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(opened.title);
    for (const label of ['Type of training', 'Company name', 'Name', 'Position', 'Cell phone', 'Email', 'Product training', 'Training method']) expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect(root.querySelectorAll('[part~="question"]')).toHaveLength(opened.questions.length);
    // The questionnaire's own training type, product and method start chosen.
    expect((screen.getByLabelText(/^Type of training/) as HTMLSelectElement).value).toBe(opened.trainingType);
  });

  it('says what is missing word for word and moves focus to the first missing answer', async () => {
    const { api, screen, root, user } = await mountForm();
    fillAttendee(screen);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = opened.questions.findIndex((question) => question.required);
    await find(() => expect(root.querySelector('[part~="alert"]')?.textContent).toBe(`Please fill in question ${first + 1}`));
    expect(screen.getAllByText(validationMessages.en.questionRequired).length).toBe(opened.questions.filter((question) => question.required).length);
    const firstQuestion = root.querySelector(`[data-question-id="${opened.questions[first]!.questionId}"]`);
    expect(firstQuestion?.contains(root.activeElement)).toBe(true);
    expect(api.to('/questionnaire/submit')).toHaveLength(0);
  });

  it('checks the attendee fields first: numbers only, e-mail format, focus on the first wrong one', async () => {
    const { screen, root, user } = await mountForm();
    fillAttendee(screen);
    type(screen.getByLabelText(/^Cell phone/), '555-12ab');
    type(screen.getByLabelText(/^Email/), 'jose@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await find(() => expect(screen.getByText('Please enter numbers only')).toBeTruthy());
    expect(screen.getByText('Email format error')).toBeTruthy();
    expect(root.activeElement).toBe(screen.getByLabelText(/^Cell phone/));
  });

  it('keeps what was typed across a reload, with the first scan', async () => {
    const first = await mountForm();
    type(first.screen.getByLabelText(/^Name/), 'Begoña Ibáñez');
    // Kept at once, before any paint: a reload may follow the keystroke.
    expect(localStorage.getItem(`tc-questionnaire:${code}`)).toContain('Begoña Ibáñez');
    first.element.remove();
    const second = await mountForm();
    expect((second.screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Begoña Ibáñez');
    expect(second.api.to('/questionnaire/open')[0]?.url.searchParams.get('scanToken')).toBe(opened.scanToken);
  });

  it('sends the answers, clears the kept draft and thanks the attendee', async () => {
    const { api, screen, root, user } = await mountForm();
    fillAttendee(screen);
    for (const question of opened.questions) {
      const box = root.querySelector(`[data-question-id="${question.questionId}"]`)!;
      const control = box.querySelector('input, textarea')!;
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) fireEvent.click(control);
      else type(control, '12');
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await find(() => screen.getByRole('heading', { name: 'Thank you!' }));
    const body = api.to('/questionnaire/submit')[0]?.body as { scanToken: string; answers: unknown[]; name: string };
    expect(body).toMatchObject({ scanToken: opened.scanToken, name: 'José Núñez' });
    expect(body.answers).toHaveLength(opened.questions.length);
    expect(localStorage.getItem(`tc-questionnaire:${code}`)).toBeNull();
  });

  it('tells the attendee clearly that this e-mail already answered (the server decides)', async () => {
    const duplicate = questionnaireFixture('submit.duplicate');
    const { screen, root, user } = await mountForm({ '/questionnaire/submit': () => ({ code: duplicate.code, message: duplicate.message, result: duplicate.result }) });
    fillAttendee(screen);
    for (const question of opened.questions) {
      const control = root.querySelector(`[data-question-id="${question.questionId}"]`)!.querySelector('input, textarea')!;
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) fireEvent.click(control);
      else type(control, '12');
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await find(() => expect(root.querySelector('[part~="alert"]')?.textContent).toBe(duplicate.message));
    expect(root.activeElement).toBe(screen.getByLabelText(/^Email/));
  });

  it('says an unknown QR code belongs to no training, announced, with no Try again (asking again cannot help)', async () => {
    const unknown = questionnaireFixture('open.unknownCode');
    const { root } = await mount(
      { tag: questionnaireTag, define: defineQuestionnaire, attributes: { code: 'nope' }, ready: (shadow) => shadow.querySelector('[part~="error"]') !== null },
      { '/questionnaire/open': () => ({ code: unknown.code, message: unknown.message }) },
    );
    expect(root.querySelector('[part~="error"] p')?.textContent).toBe(unknown.message);
    expect(root.querySelector('[role="alert"][part~="not-found"]')).not.toBeNull();
    expect(root.querySelector('[part~="retry"]')).toBeNull();
  });

  it('says the questionnaire could not load in its own words when the server gave none, announced, and opens it on Try again', async () => {
    let calls = 0;
    const { screen, user } = await mount(
      { tag: questionnaireTag, define: defineQuestionnaire, attributes: { code }, ready: (shadow) => shadow.querySelector('[part~="error"]') !== null },
      { ...handlers, '/questionnaire/open': (request) => (++calls === 1 ? new Response('down', { status: 502 }) : handlers['/questionnaire/open'](request)) },
    );
    expect(screen.getByRole('alert').textContent).toContain('The questionnaire could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('heading', { name: opened.title }));
    expect(screen.getByLabelText(/^Company name/)).toBeTruthy();
  });
});
