import { useEffect, useState } from 'react';

/**
 * A private link's token, read from the fragment (#...), which the browser never sends to any server.
 * undefined until read (the prerender has no fragment), null when the link carries none.
 */
export function useHashToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setToken(decodeURIComponent(window.location.hash.replace(/^#/, '')) || null);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return token;
}
