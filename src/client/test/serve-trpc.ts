import superjson from 'superjson';
import { vi } from 'vitest';

export type TrpcAnswer = { data: unknown } | { error: { message: string; code: string } };

/**
 * The server's side of some procedures, answered through the real tRPC client (batch format, superjson) by
 * stubbing `fetch`; every call is recorded with its input. Undo with `vi.unstubAllGlobals()`.
 */
export function serveTrpc(answers: Record<string, (input: unknown) => TrpcAnswer>) {
  const calls: { path: string; input: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url);
      const paths = decodeURIComponent(parsed.pathname.replace(/^\/trpc\//, '')).split(',');
      // Mutations send their inputs in the body, queries in ?input=.
      const raw = init?.body ? (init.body as string) : (parsed.searchParams.get('input') ?? '{}');
      const body = JSON.parse(raw) as Record<string, { json: unknown } | undefined>;
      const out = paths.map((path, i) => {
        const input = body[i]?.json;
        calls.push({ path, input });
        const answer = answers[path]?.(input) ?? { error: { message: `no answer for ${path}`, code: 'NOT_FOUND' } };
        return 'data' in answer
          ? { result: { data: superjson.serialize(answer.data) } }
          : {
              error: superjson.serialize({
                message: answer.error.message,
                code: -32600,
                data: { code: answer.error.code, httpStatus: 400 },
              }),
            };
      });
      return new Response(JSON.stringify(out), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
