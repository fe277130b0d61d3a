import { useEffect } from 'react';
import type { PublicConfigDto } from '../../domain/dto';
import { trpc } from '../trpc';
import { businessNameStore } from './business-name-store';
import { useHydrated } from './use-hydrated';

/**
 * The server's public configuration (business name, contact details, links, payment provider): one
 * procedure, read in one place. Undefined in the prerender and until the server answers.
 */
export function usePublicConfig(): PublicConfigDto | undefined {
  const hydrated = useHydrated();
  const { data } = trpc.config.public.useQuery(undefined, { enabled: hydrated });
  useEffect(() => {
    if (data) businessNameStore.set(data.businessName);
  }, [data]);
  return hydrated ? data : undefined;
}

/** The `{name}` of the spec's texts; a neutral word until the server has answered. */
export function useBusinessName(fallback = 'We'): string {
  return usePublicConfig()?.businessName ?? fallback;
}
