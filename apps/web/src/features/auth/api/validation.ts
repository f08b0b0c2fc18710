import type { z } from 'zod';

export interface FormProblem<Field extends string> {
  /** The one message the form shows (one message at a time, the first rule broken). */
  message: string;
  /** Fields that broke a rule, marked invalid so the founder sees where to look. */
  fields: Field[];
}

export type Checked<T, Field extends string> = { ok: true; data: T } | { ok: false; problem: FormProblem<Field> };

/**
 * The shared schemas (and zod with them) load after the page has painted, not with it: the sign-in page must
 * stay within its first-load budget. `preloadAuthSchemas` fetches them as soon as the form shows; a submit
 * waits for them if they are not there yet.
 */
const loadAuthSchemas = () => import('@portal/shared/schemas/auth');

export const preloadAuthSchemas = (): void => {
  void loadAuthSchemas().catch(() => undefined);
};

const toChecked = <T, Field extends string>(
  parsed: z.ZodSafeParseResult<T>,
  firstIssueMessage: (error: z.ZodError) => string,
): Checked<T, Field> =>
  parsed.success
    ? { ok: true, data: parsed.data }
    : {
        ok: false,
        problem: {
          message: firstIssueMessage(parsed.error),
          fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as Field))],
        },
      };

export const checkSignIn = async (value: { email: string; password: string }) => {
  const { signInSchema, firstIssueMessage } = await loadAuthSchemas();
  return toChecked<z.output<typeof signInSchema>, 'email' | 'password'>(signInSchema.safeParse(value), firstIssueMessage);
};

export const checkSignUp = async (value: { name: string; email: string; password: string }) => {
  const { signUpSchema, firstIssueMessage } = await loadAuthSchemas();
  return toChecked<z.output<typeof signUpSchema>, 'name' | 'email' | 'password'>(
    signUpSchema.safeParse(value),
    firstIssueMessage,
  );
};
