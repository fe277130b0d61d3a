/** Saves a file the browser way: a temporary link with `download`, clicked once. */
export function downloadHref(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    downloadHref(url, filename);
  } finally {
    // Revoking on the next tick lets the click's download start first.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Downloads a file the server writes (a streamed CSV) with the admin's bearer token, which a plain link
 * cannot carry. A refused request throws with the server's message.
 */
export async function downloadFromApi(path: string, filename: string, token: string | null): Promise<void> {
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The download failed (${res.status})`);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    downloadHref(url, filename);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
