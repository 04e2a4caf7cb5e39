import { API_BASE } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { restRequest } from './rest';

/**
 * `GET /api/{product}/v1/config` (DESIGN §3): what the server has enabled. Only `product` is relied on here;
 * the rest is read loosely because later features own those fields.
 */
export interface PublicConfig {
  product: { name: string; slug: string } | string;
  googleSignIn?: { enabled: boolean; [key: string]: unknown } | boolean;
  paymentProvider?: string;
  voices?: unknown;
}

export function fetchPublicConfig(): Promise<PublicConfig> {
  return restRequest<PublicConfig>(`${API_BASE}/config`);
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
