import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator (P-256, "none" attestation) for server tests: it answers the options Better
 * Auth's passkey plugin hands out with the JSON a browser would post, signed like a real authenticator does.
 */
type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names the recursive map type
interface CborMap extends Map<number | string, Cbor> {}

const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(length, 1);
  return b;
};

/** The small CBOR subset WebAuthn attestation needs: small integers, text, bytes and maps. */
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
};

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const FLAG_PRESENT = 0x01;
const FLAG_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  private readonly origin: string;
  private readonly userVerified: boolean;

  /** userVerified: whether this authenticator checks a PIN or biometric (UV flag) or only presence (UP). */
  constructor(origin: string, userVerified = true) {
    this.origin = origin;
    this.userVerified = userVerified;
  }

  private authData(rpId: string, extra: Buffer = Buffer.alloc(0), attested = false): Buffer {
    const flags = FLAG_PRESENT | (this.userVerified ? FLAG_VERIFIED : 0) | (attested ? FLAG_ATTESTED : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count, extra]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The RegistrationResponseJSON for /passkey/verify-registration. */
  register(options: { challenge: string; rp: { id?: string } }) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cbor(coseKey)]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: this.authData(rpId, attested, true) });
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The AuthenticationResponseJSON for /passkey/verify-authentication. */
  authenticate(options: { challenge: string; rpId?: string }) {
    const authenticatorData = this.authData(options.rpId ?? new URL(this.origin).hostname);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
      this.keys.privateKey,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
