import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { questionnaireFixture } from '../../src/testing/fixtures/questionnaire';
import { signInAs } from '../../src/testing/signedIn';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { session } from '../../src/session/session';
import { catchSavedFiles, find, mount, ok } from '../../src/testing/shadowHarness';
import { defineInstructorDetail, instructorDetailTag } from './element';

const instructors = questionnaireFixture('instructors');
const svgFile = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', { headers: { 'content-type': 'image/svg+xml', 'content-disposition': 'attachment; filename="training-qr.svg"' } });
const handlers = { '/questionnaire/instructors': ok(instructors), '/questionnaire/qrCode': svgFile };
const ready = (root: ShadowRoot) => root.querySelector('[part~="instructor"], [part~="empty"], [part~="sign-in"]') !== null;

describe('conformance', () => {
  beforeEach(() => {
    signInAs('learner');
    fakeApi(handlers);
  });
  afterEach(() => session.clear());
  runWidgetSuite({ tag: instructorDetailTag, define: defineInstructorDetail, ready, spanishText: /Instructores/ });
});

describe('<tc-instructor-detail>', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('shows each instructor with name, email, type and the QR code of the current session', async () => {
    signInAs('learner');
    const { root, screen } = await mount({ tag: instructorDetailTag, define: defineInstructorDetail, ready }, handlers);
    expect(root.querySelectorAll('[part~="instructor"]')).toHaveLength(instructors.list.length);
    for (const instructor of instructors.list) {
      expect(screen.getByRole('heading', { name: instructor.name })).toBeTruthy();
      expect(screen.getByText(instructor.email)).toBeTruthy();
      if (instructor.currentSession) expect((screen.getByAltText(new RegExp(instructor.name)) as HTMLImageElement).src).toBe(instructor.currentSession.qrImage);
    }
    expect(screen.getByText('Internal')).toBeTruthy();
    expect(screen.getByText('External')).toBeTruthy();
  });

  it('downloads the QR code as SVG or PNG of the session it shows', async () => {
    signInAs('learner');
    const saved = catchSavedFiles(vi.spyOn);
    const { api, screen, user } = await mount({ tag: instructorDetailTag, define: defineInstructorDetail, ready }, handlers);
    const instructor = instructors.list.find((row) => row.currentSession)!;
    await user.click(screen.getByRole('button', { name: `Download SVG: QR code of ${instructor.name}` }));
    await find(() => expect(api.to('/questionnaire/qrCode')).toHaveLength(1));
    expect(api.to('/questionnaire/qrCode')[0]?.body).toEqual({ sessionId: instructor.currentSession!.sessionId, format: 'svg' });
    await find(() => screen.getByText('Saved as training-qr.svg.'));
    expect(saved).toContainEqual({ href: 'blob:http://localhost/file', download: 'training-qr.svg' });
  });

  it('says when there are no instructors, and asks anonymous visitors to log in', async () => {
    signInAs('learner');
    const empty = await mount({ tag: instructorDetailTag, define: defineInstructorDetail, ready }, { '/questionnaire/instructors': ok(questionnaireFixture('instructors.empty')) });
    expect(empty.root.querySelector('[part~="empty"]')?.textContent).toBe('There are no instructors here.');
    session.clear();
    const anonymous = await mount({ tag: instructorDetailTag, define: defineInstructorDetail, ready }, handlers);
    expect(anonymous.root.querySelector('[part~="sign-in"]')?.textContent).toContain('Please log in');
    expect(anonymous.api.requests).toHaveLength(0);
  });
});
