/**
 * A JSON block the server wrote into the page (`<script type="application/json" id=...>`), read synchronously so
 * the first render equals the server's HTML; null when the page has none or it does not parse.
 */
export function readPageJson<T>(id: string, doc: Document = document): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
