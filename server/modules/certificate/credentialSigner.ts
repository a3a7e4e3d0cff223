import { calculateJwkThumbprint, CompactSign, compactVerify, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { AppStateRepository } from '../../db/appStateRepository';
import type { Db } from '../../db/transaction';

const keyStateKey = 'certificate.credentialSigningKey';
export const credentialAlgorithm = 'EdDSA';

type SigningKey = { privateKey: CryptoKey; publicJwk: JWK & { kid: string } };

/**
 * The installation's Ed25519 key for Open Badges credentials: the first node to start creates it in
 * app_state, the others read it; the public half is published as a JWKS for verifiers.
 */
export class CredentialSigner {
  private key: Promise<SigningKey> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Loads (or creates) the key now, so signing never reaches the root database later. */
  async ready(): Promise<this> {
    await this.signingKey();
    return this;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.signingKey()).publicJwk] };
  }

  /** A compact JWS over `payload` (a VC-JWT); its header names the key and where the key set is published. */
  async sign(payload: object, type: string, jwksUrl: string): Promise<string> {
    const { privateKey, publicJwk } = await this.signingKey();
    return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: credentialAlgorithm, typ: type, kid: publicJwk.kid, jku: jwksUrl }).sign(privateKey);
  }

  /** The payload when the signature is this installation's, else undefined. */
  async verify(jws: string): Promise<unknown> {
    const { publicJwk } = await this.signingKey();
    try {
      const { payload } = await compactVerify(jws, await importJWK(publicJwk, credentialAlgorithm), { algorithms: [credentialAlgorithm] });
      return JSON.parse(new TextDecoder().decode(payload)) as unknown;
    } catch {
      return undefined;
    }
  }

  private signingKey(): Promise<SigningKey> {
    this.key ??= this.load().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async load(): Promise<SigningKey> {
    const appState = new AppStateRepository(this.db);
    if (!(await appState.get(keyStateKey))) {
      const { privateKey } = await generateKeyPair(credentialAlgorithm, { crv: 'Ed25519', extractable: true });
      await appState.claim(keyStateKey, JSON.stringify(await exportJWK(privateKey)), this.now());
    }
    const stored = await appState.get(keyStateKey);
    if (!stored) throw new Error('credential signing key missing from app_state');
    const privateJwk = JSON.parse(stored) as JWK;
    const { d: _secret, ...publicPart } = privateJwk;
    const kid = await calculateJwkThumbprint(publicPart);
    return {
      privateKey: (await importJWK(privateJwk, credentialAlgorithm)) as CryptoKey,
      publicJwk: { ...publicPart, kid, alg: credentialAlgorithm, use: 'sig' },
    };
  }
}
