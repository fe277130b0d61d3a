/**
 * JSON made once for a cached answer. A service that hands out the same object many times (the
 * public week cache) records its JSON here, and the REST layer sends that text instead of
 * serialising the object again for every request.
 */
const serialized = new WeakMap<object, string>();

/** Records `json` as the serialisation of `value`, which must be plain JSON data and never change afterwards. */
export function rememberJson<T extends object>(value: T, json: string): T {
  serialized.set(value, json);
  return value;
}

/** The JSON recorded for `value`, if any. */
export function jsonOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? serialized.get(value) : undefined;
}
