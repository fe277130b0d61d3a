import type { Context } from './context';

/** The hold token of this request: a REST client's field, else the browser's cookie. */
export function presentedHold(ctx: Context, input: { holdToken?: string | undefined }): string | null {
  return input.holdToken ?? ctx.holdCookie;
}

/**
 * Gives a new hold's token to the browser (the cookie; REST adds it to its answer) and takes it out of
 * the tRPC answer, where a script could read it.
 */
export function handOverHold<T extends { holdToken?: string }>(ctx: Context, result: T): Omit<T, 'holdToken'> {
  const { holdToken, ...rest } = result;
  if (holdToken) ctx.keepHold(holdToken);
  return rest;
}
