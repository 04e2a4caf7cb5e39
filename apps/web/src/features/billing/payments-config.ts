import type { PaymentsConfig } from '@podloom/contract';
import { usePublicConfig } from '../../api/public-config';

const NONE: PaymentsConfig = { provider: null, mode: 'sandbox' };

/** Which gateway takes payments; no provider until the config has arrived. */
export function usePaymentsConfig(): PaymentsConfig {
  return usePublicConfig().data?.payments ?? NONE;
}
