import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { homePaths, type PortalSummary } from '../../../src/contract/home';
import { webinarPaths, type WebinarListResult } from '../../../src/contract/webinar';
import { minutes } from '../../test/clock';
import { ok } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';
import { joinWindow } from '.';

describe('the join window', () => {
  const start = new Date('2031-06-01T15:00:00Z');
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinWindow(start, 60, new Date(start.getTime() - minutes(15) - 1)).status).toBe('upcoming');
    expect(joinWindow(start, 60, new Date(start.getTime() - minutes(15))).status).toBe('open');
    expect(joinWindow(start, 60, new Date(start.getTime() + minutes(59))).status).toBe('open');
    expect(joinWindow(start, 60, new Date(start.getTime() + minutes(60))).status).toBe('ended');
  });
});

describe.each(databasesUnderTest())('webinars on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  const addWebinar = async (startsAt: Date, recording: string | null = null) => {
    const id = randomUUID();
    await ctx()
      .db.insertInto('webinars')
      .values({
        id,
        slug: `w-${id}`,
        title: JSON.stringify({ en: 'Sizing storage', es: 'Dimensionar el almacenamiento' }),
        description: JSON.stringify({ en: 'Worked examples; with "quotes", commas and a long line that calendar files fold at 75 octets for sure.' }),
        starts_at: startsAt,
        duration_minutes: 45,
        join_url: 'https://meet.example.com/sizing',
        recording_url: recording,
      })
      .execute();
    return id;
  };

  it('sends the join link only from 15 minutes before the start to the end, and the recording afterwards', async () => {
    const user = await ctx().signedInUser();
    const start = new Date(ctx().clock.now().getTime() + minutes(60));
    const id = await addWebinar(start, 'https://videos.example.com/sizing');
    const find = async () => ok(await ctx().api<WebinarListResult>('GET', webinarPaths.list, { token: user.token })).list.find((item) => item.webinarId === id);
    expect(await find()).toMatchObject({ status: 'upcoming', joinUrl: null, recordingUrl: null, durationMinutes: 45, startsAt: start.toISOString(), joinOpensAt: new Date(start.getTime() - minutes(15)).toISOString() });
    ctx().clock.advance(minutes(45));
    expect(await find()).toMatchObject({ status: 'open', joinUrl: 'https://meet.example.com/sizing', recordingUrl: null });
    ctx().clock.advance(minutes(60));
    expect(await find()).toMatchObject({ status: 'ended', joinUrl: null, recordingUrl: 'https://videos.example.com/sizing' });
  });

  it('writes an .ics file a calendar parser reads back: UTC start, duration, title in the viewer\'s language', async () => {
    const user = await ctx().signedInUser();
    const start = new Date(Math.ceil((ctx().clock.now().getTime() + minutes(24 * 60)) / minutes(60)) * minutes(60));
    const id = await addWebinar(start);
    const response = await ctx().app.inject({ method: 'GET', url: `/training-api${webinarPaths.ics}?webinarId=${id}`, headers: { authorization: user.token, lang: 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="webinar-w-${id}.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const component = calendar.getFirstSubcomponent('vevent');
    if (!component) throw new Error(`no VEVENT in ${response.body}`);
    const event = new ICAL.Event(component);
    expect(event.summary).toBe('Dimensionar el almacenamiento');
    expect(event.description).toContain('"quotes", commas and a long line');
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(minutes(45));
    expect(event.uid).toBe(`${id}@training-center`);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    // The join link is not in the file: it is handed out on the home page from 15 minutes before.
    expect(response.body).not.toContain('meet.example.com');
    const unknown = await ctx().api('GET', webinarPaths.ics, { token: user.token, query: { webinarId: randomUUID() } });
    expect(unknown.body.code).toBe(40004);
  });

  it('shows the next webinar on the anonymous portal without its link', async () => {
    const start = new Date(ctx().clock.now().getTime() + minutes(30));
    const id = await addWebinar(start);
    const portal = ok(await ctx().api<PortalSummary>('GET', homePaths.portal));
    expect(portal.nextWebinar).toEqual({ webinarId: id, title: 'Sizing storage', startsAt: start.toISOString(), durationMinutes: 45 });
    expect(JSON.stringify(portal)).not.toContain('meet.example.com');
    expect((await ctx().api('GET', webinarPaths.list)).body.code).toBe(40001);
  });
});
