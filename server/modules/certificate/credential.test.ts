import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { certificatePaths, type CertificateListResult, type CertificateVerification, type CredentialVerification } from '../../../src/contract/certificate';
import { ResultCode } from '../../../src/contract/codes';
import { apiBasePath } from '../../../src/contract/paths';
import { certifiedLearner, ok } from '../../test/certificateTestKit';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { freshIp } from '../../test/testApp';

describe.each(databasesUnderTest())('Open Badges credentials on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('signs the certificate as an OpenBadgeCredential verifiers check with the published key, and reports signature and live status', async () => {
    const holder = await certifiedLearner(kit(), { name: 'Iris Ortega' });
    const [certificate] = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list;
    const file = await kit().ctx.app.inject({ method: 'POST', url: `${apiBasePath}${certificatePaths.credential}`, headers: { authorization: `Bearer ${holder.token}` }, payload: { certificateId: holder.certificateId } });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate!.serial}.jwt"`);
    const jws = file.body;

    // A verifier outside: the key set from the published URL, a standard JWT check.
    const keys = (await kit().ctx.app.inject({ method: 'GET', url: `${apiBasePath}${certificatePaths.jwks}` })).json<JSONWebKeySet>();
    expect(keys.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', kid: keys.keys[0]!.kid, jku: `${kit().ctx.config.publicUrl}${apiBasePath}${certificatePaths.jwks}` });
    const { payload } = await jwtVerify(jws, createLocalJWKSet(keys), { currentDate: kit().clock.now() });
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `urn:uuid:${holder.certificateId}`,
      validFrom: certificate!.issuedAt,
      validUntil: certificate!.validUntil,
      credentialSubject: { name: 'Iris Ortega', achievement: { type: ['Achievement'], name: 'Installation Certification' } },
    });

    const check = (credential: string) => kit().ctx.api<CredentialVerification>('POST', certificatePaths.verifyCredential, { body: { credential }, ip: freshIp() });
    expect(ok(await check(jws))).toMatchObject({ signatureValid: true, verification: { serial: certificate!.serial, status: 'valid', holderName: 'Iris Ortega' } });
    const [header, body, signature] = jws.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, validUntil: '2099-01-01T00:00:00.000Z' })).toString('base64url');
    expect(ok(await check(`${header}.${forged}.${signature}`))).toEqual({ signatureValid: false, verification: null });
    expect(ok(await check('not a credential'))).toEqual({ signatureValid: false, verification: null });
    expect(body).toBeTruthy();

    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    ok(await kit().ctx.api<CertificateVerification>('POST', certificatePaths.revoke, { token: admin.token, body: { certificateId: holder.certificateId, reason: 'test' } }));
    expect(ok(await check(jws)).verification?.status).toBe('revoked');

    const stranger = await kit().ctx.signedInUser();
    const refused = await kit().ctx.app.inject({ method: 'POST', url: `${apiBasePath}${certificatePaths.credential}`, headers: { authorization: `Bearer ${stranger.token}` }, payload: { certificateId: holder.certificateId } });
    expect(refused.json<{ code: number }>().code).toBe(ResultCode.notFound);
  });
});
