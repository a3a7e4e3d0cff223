/** What an Open Badges 3.0 credential says about a certificate. */
export type CredentialFacts = {
  certificateId: string;
  serial: string;
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  validUntil: Date;
  publicUrl: string;
  verifyUrl: string;
};

export const credentialType = 'vc+jwt';
const credentialIdPrefix = 'urn:uuid:';

/**
 * An OpenBadgeCredential (Open Badges 3.0, VC data model 2.0) secured as a VC-JWT: the credential is
 * the payload, with the JWT claims verifiers read (iss, jti, sub, nbf, exp).
 */
export const openBadgeCredential = (facts: CredentialFacts) => {
  const issuer = { id: facts.publicUrl, type: ['Profile'], name: 'Training Center', url: facts.publicUrl };
  const id = `${credentialIdPrefix}${facts.certificateId}`;
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    name: facts.courseTitle,
    validFrom: facts.issuedAt.toISOString(),
    validUntil: facts.validUntil.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: facts.holderName,
      identifier: [{ type: 'IdentityObject', identityHash: facts.serial, identityType: 'identifier', hashed: false }],
      achievement: {
        id: `${facts.publicUrl}/achievements/${encodeURIComponent(facts.courseTitle)}`,
        type: ['Achievement'],
        name: facts.courseTitle,
        description: `Passed every lesson test and the final exam of ${facts.courseTitle}.`,
        criteria: { narrative: 'Watch every lesson, pass each lesson test and the final exam.' },
      },
    },
    evidence: [{ id: facts.verifyUrl, type: ['Evidence'], name: `Certificate ${facts.serial}` }],
    iss: facts.publicUrl,
    jti: id,
    sub: facts.serial,
    nbf: Math.floor(facts.issuedAt.getTime() / 1000),
    exp: Math.floor(facts.validUntil.getTime() / 1000),
  };
};

/** The certificate id a verified credential names, if it is one of ours. */
export const credentialCertificateId = (payload: unknown): string | undefined => {
  const id = (payload as { jti?: unknown } | null)?.jti;
  return typeof id === 'string' && id.startsWith(credentialIdPrefix) ? id.slice(credentialIdPrefix.length) : undefined;
};
