import type { AuthUser } from '../auth/tokens';
import type { AppServices } from '../services';

/**
 * What every resolver receives. On its own file so the generated resolver types can name it (codegen's
 * contextType) while `context.ts` imports those types, without an import cycle.
 */
export interface GraphQLContext {
  services: AppServices;
  user: AuthUser | null;
  ip: string;
  userAgent: string;
  requestId: string;
}
