import { API_BASE, type PublicConfig, publicConfig } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { restRequest } from './rest';

export type { PublicConfig };

/** `GET /api/{product}/v1/config` (DESIGN §3): what the server has enabled, checked against the contract on arrival. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  const body = await restRequest<unknown>(`${API_BASE}/config`);
  const parsed = publicConfig.safeParse(body);
  if (!parsed.success) throw new ApiError('Podloom answered with a configuration we do not understand.', 200, body);
  return parsed.data;
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
