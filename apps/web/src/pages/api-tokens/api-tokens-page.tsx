import { ApiTokensScreen } from '../../features/api-tokens';

/** /api-tokens: the creator's personal API tokens (reached from the profile menu). */
export function ApiTokensPage() {
  return <ApiTokensScreen />;
}
