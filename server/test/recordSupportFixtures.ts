import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportPaths, type FaqListResult, type SubmitTicketResult, type SupportInfo } from '../../src/contract/support';
import type { SupportFixtureName } from '../../src/testing/fixtures/support/manifest';
import { seedFaq } from '../db/seed/faq';
import { supportThrottleRules } from '../modules/support';
import { ok } from './courseTestKit';
import { freshIp, type TestContext } from './testApp';

/** Where the recorded support fixtures live (see its README.md). */
export const supportFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/support');

export const readSupportFixture = (name: SupportFixtureName): unknown => {
  const file = join(supportFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeSupportFixture = (name: SupportFixtureName, value: unknown): void => {
  writeFileSync(join(supportFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const ticket = { name: 'Ana Ruiz', email: 'ana.ruiz@example.test', company: 'Sol Installers', subject: 'Inverter error', message: 'The inverter shows error 42.' };

/** Seeds the demo FAQ on the context's database and records what the API answers, by name. */
export const recordSupportAnswers = async (ctx: TestContext): Promise<Map<SupportFixtureName, unknown>> => {
  const recording = new Map<SupportFixtureName, unknown>();
  await seedFaq(ctx.db, ctx.clock.now);
  const faq = (query: Record<string, string>, lang = 'en') => ctx.api<FaqListResult>('GET', supportPaths.faqList, { query, headers: { lang } });
  const submit = (body: unknown, lang = 'en', ip = freshIp()) => ctx.api<SubmitTicketResult>('POST', supportPaths.submitTicket, { body, headers: { lang }, ip });

  recording.set('faq.en', ok(await faq({})));
  recording.set('faq.es', ok(await faq({}, 'es')));
  recording.set('faq.search.es', ok(await faq({ q: 'contrasena' }, 'es')));
  recording.set('faq.none', ok(await faq({ q: 'no entry says this' })));

  ctx.clock.set(new Date('2026-01-15T15:00:00Z')); // 9:00 CST
  recording.set('info.open', ok(await ctx.api<SupportInfo>('GET', supportPaths.info)));
  ctx.clock.set(new Date('2026-01-16T04:00:00Z')); // 22:00 CST
  recording.set('info.closed', ok(await ctx.api<SupportInfo>('GET', supportPaths.info)));

  recording.set('ticket.submitted', ok(await submit(ticket)));
  recording.set('ticket.emoji', (await submit({ ...ticket, subject: 'Inverter error 😀' })).body);
  recording.set('ticket.invalid.es', (await submit({ ...ticket, name: '', email: 'ana.ruiz' }, 'es')).body);
  const flooded = { ...ticket, email: 'flood@example.test' };
  for (let sent = 0; sent < supportThrottleRules.ticketPerEmail.limit; sent += 1) ok(await submit(flooded));
  recording.set('ticket.rateLimited', (await submit(flooded)).body);
  return recording;
};
