import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters (DESIGN.md): 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

export const verifyPassword = async ({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed verification, never a crash.
    return false;
  }
};
