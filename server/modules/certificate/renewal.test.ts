import { describe, expect, it } from 'vitest';
import { certificatePaths, type CertificateListResult, type CertificateVerification, type RenewResult } from '../../../src/contract/certificate';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { certifiedLearner, ok, olderCertificate } from '../../test/certificateTestKit';
import { days } from '../../test/clock';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, parallelRequests } from '../../test/parallel';
import { freshIp } from '../../test/testApp';
import { defaultValidityMonths, validUntilOf } from '.';

describe.each(databasesUnderTest())('certificate renewal on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('opens from 60 days before the end, reopens the course apart from the first completion, and the new certificate continues the validity', { timeout: 120_000 }, async () => {
    const holder = await certifiedLearner(kit());
    const list = async () => ok(await holder.learner.api<CertificateListResult>('GET', certificatePaths.list)).list;
    const renew = (lang = 'en') => holder.learner.api<RenewResult>('POST', certificatePaths.renew, { body: { certificateId: holder.certificateId }, lang });
    const [first] = await list();
    expect(first).toMatchObject({ status: 'valid', canRenew: false });

    const early = await renew('es');
    expect(early.body).toEqual({ code: ResultCode.conflict, message: errorMessages.es.renewalNotOpen?.replace('{{days}}', '60'), result: null });
    const stranger = await kit().ctx.signedInUser();
    expect((await kit().ctx.api('POST', certificatePaths.renew, { token: stranger.token, body: { certificateId: holder.certificateId } })).body.code).toBe(ResultCode.notFound);

    kit().clock.set(new Date(Date.parse(first!.validUntil) - days(60)));
    await holder.learner.signInAgain();
    expect((await list())[0]).toMatchObject({ status: 'expiring', canRenew: true });
    const answers = await atOnce(parallelRequests, () => renew());
    for (const answer of answers) expect(ok(answer)).toEqual({ courseId: holder.courseId });
    expect(await kit().db.selectFrom('course_enrollments').select('id').where('renews_certificate_id', '=', holder.certificateId).execute()).toHaveLength(1);

    // The course is open again: nothing watched or passed in this enrollment, no certificate step.
    const reopened = await holder.learner.detail(holder.courseId);
    expect(reopened).toMatchObject({ status: 'not_started', percent: 0, certificateId: null, next: { kind: 'nextLesson' } });
    expect(reopened.lessons[0]).toMatchObject({ videoAction: 'start', test: { state: 'watchVideo' } });
    expect(reopened.lessons[1]?.test.state).toBe('locked');

    const detail = await holder.learner.passAllLessons(holder.courseId);
    const grade = await holder.learner.takeExam(detail.finalExamId ?? '', 'right');
    expect(grade).toMatchObject({ passed: true, attemptsUsed: 1 });
    expect(grade.certificateId).not.toBe(holder.certificateId);

    const [renewed, old] = await list();
    expect(renewed).toMatchObject({ certificateId: grade.certificateId, status: 'valid', canRenew: false });
    expect(renewed!.validUntil).toBe(validUntilOf(new Date(first!.validUntil), defaultValidityMonths).toISOString());
    expect(old).toMatchObject({ certificateId: holder.certificateId, status: 'superseded', canRenew: false });
    const verified = ok(await kit().ctx.api<CertificateVerification>('GET', certificatePaths.verify, { query: { serial: old!.serial }, ip: freshIp() }));
    expect(verified.status).toBe('superseded');
    expect((await renew()).body.code).toBe(ResultCode.conflict);
    expect((await holder.learner.detail(holder.courseId))).toMatchObject({ status: 'completed', certificateId: grade.certificateId });
  });

  it('renews only the newest certificate of a course: an older one beside it is refused in the learner\'s language, and may be renewed once the newer is revoked', { timeout: 120_000 }, async () => {
    const holder = await certifiedLearner(kit());
    const older = await olderCertificate(kit(), holder, new Date(kit().clock.now().getTime() + days(20)));
    const list = async () => ok(await holder.learner.api<CertificateListResult>('GET', certificatePaths.list)).list;
    const renewOlder = (lang = 'en') => holder.learner.api<RenewResult>('POST', certificatePaths.renew, { body: { certificateId: older.id }, lang });

    // Its dates say expiring, inside the renewal window; the newer one speaks for the course.
    expect((await list()).find((certificate) => certificate.certificateId === older.id)).toMatchObject({ status: 'expiring', canRenew: false });
    const answers = await atOnce(parallelRequests, () => renewOlder('es'));
    for (const answer of answers) expect(answer.body).toEqual({ code: ResultCode.conflict, message: errorMessages.es.renewalNotNewest, result: null });
    expect(await kit().db.selectFrom('course_enrollments').select('id').where('renews_certificate_id', '=', older.id).execute()).toHaveLength(0);
    expect(await holder.learner.detail(holder.courseId)).toMatchObject({ status: 'completed', certificateId: holder.certificateId });

    await kit().db.updateTable('certificates').set({ revoked_at: kit().clock.now(), revoked_reason: 'test' }).where('id', '=', holder.certificateId).execute();
    expect((await list()).find((certificate) => certificate.certificateId === older.id)).toMatchObject({ status: 'expiring', canRenew: true });
    expect(ok(await renewOlder())).toEqual({ courseId: holder.courseId });
  });
});
