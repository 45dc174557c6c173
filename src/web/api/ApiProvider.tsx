import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './http.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** Gives the signed-in API client to everything below (AuthProvider mounts it once the user is known). */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an ApiProvider (inside AuthProvider)');
  return client;
}
