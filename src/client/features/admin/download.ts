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
