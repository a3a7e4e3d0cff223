import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { questionnaireFixture } from '../../src/testing/fixtures/questionnaire';
import { signInAs } from '../../src/testing/signedIn';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { session } from '../../src/session/session';
import { formatUsTime } from '../../src/ui/formatUsTime';
import { find, mount, ok } from '../../src/testing/shadowHarness';
import { defineTrainHistory, trainHistoryTag } from './element';

const history = questionnaireFixture('trainHistory');
const handlers = { '/questionnaire/trainHistory': ok(history) };
const ready = (root: ShadowRoot) => root.querySelector('tbody tr, [part~="empty"], [part~="sign-in"]') !== null;

describe('conformance', () => {
  beforeEach(() => {
    signInAs('learner');
    fakeApi(handlers);
  });
  afterEach(() => session.clear());
  runWidgetSuite({ tag: trainHistoryTag, define: defineTrainHistory, ready, spanishText: /Historial de capacitaciones/ });
});

describe('<tc-train-history>', () => {
  afterEach(() => session.clear());

  it('lists the sessions the server gives: start and end in US time, instructor, place, responses', async () => {
    signInAs('learner');
    const { root } = await mount({ tag: trainHistoryTag, define: defineTrainHistory, ready }, handlers);
    const rows = Array.from(root.querySelectorAll('tbody tr'));
    expect(rows).toHaveLength(history.list.length);
    const first = history.list[0]!;
    expect(Array.from(rows[0]!.querySelectorAll('th, td'), (cell) => cell.textContent)).toEqual([
      formatUsTime(first.startsAt, 'en'),
      formatUsTime(first.endsAt, 'en'),
      `${first.instructor.name} (${first.instructor.kind === 'internal' ? 'Internal' : 'External'})`,
      first.place,
      'Product',
      String(first.responses),
    ]);
    expect(formatUsTime(first.startsAt, 'en')).toMatch(/C[SD]T$/);
  });

  it('says when there are no sessions', async () => {
    signInAs('learner');
    const { root } = await mount({ tag: trainHistoryTag, define: defineTrainHistory, ready }, { '/questionnaire/trainHistory': ok(questionnaireFixture('trainHistory.empty')) });
    expect(root.querySelector('[part~="empty"]')?.textContent).toBe('There are no training sessions here.');
  });

  it('says the history could not load in its own words when the server gave none, announced, and loads it again on Try again', async () => {
    signInAs('learner');
    let calls = 0;
    const recorded = ok(history);
    const { root, screen, user } = await mount(
      { tag: trainHistoryTag, define: defineTrainHistory, ready: (shadow) => ready(shadow) || shadow.querySelector('[part~="error"]') !== null },
      { '/questionnaire/trainHistory': (request) => (++calls === 1 ? new Response('down', { status: 502 }) : recorded(request)) },
    );
    expect((await find(() => screen.getByRole('alert'))).textContent).toContain('The training history could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => expect(root.querySelectorAll('tbody tr')).toHaveLength(history.list.length));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks an anonymous visitor to log in, without calling the API', async () => {
    const { api, root } = await mount({ tag: trainHistoryTag, define: defineTrainHistory, ready }, handlers);
    await find(() => expect(root.querySelector('[part~="sign-in"]')?.textContent).toContain('Please log in to see the training history.'));
    expect(api.requests).toHaveLength(0);
  });
});
