/** WebAuthn authenticator-data flags (byte 32, after the 32-byte RP ID hash): bit 2 is "user verified". */
const FLAGS_OFFSET = 32;
const USER_VERIFIED = 0x04;

/**
 * Whether a passkey assertion (the body of /passkey/verify-authentication) says the authenticator verified the
 * person (PIN, fingerprint, face) and not only their presence. Read after the plugin checked the signature, which
 * covers the authenticator data, so the flag is the authenticator's word, not the client's.
 */
export const passkeyUserVerified = (body: unknown): boolean => {
  const data = (body as { response?: { response?: { authenticatorData?: unknown } } } | undefined)?.response?.response
    ?.authenticatorData;
  if (typeof data !== 'string') return false;
  const bytes = Buffer.from(data, 'base64url');
  return bytes.length > FLAGS_OFFSET && (bytes[FLAGS_OFFSET]! & USER_VERIFIED) !== 0;
};
