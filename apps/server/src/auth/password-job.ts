/** argon2id with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane. */
export const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type PasswordJob = { id: number } & (
  { kind: 'hash'; password: string } | { kind: 'verify'; hash: string; password: string }
);

export interface PasswordAnswer {
  id: number;
  result: string | boolean | undefined;
  failed?: boolean;
}
