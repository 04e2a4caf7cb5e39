import { API_BASE, type healthReply, PRODUCT, type PublicConfig, type readyReply } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PublicConfigPart } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { availableVoiceProviders } from '../../providers/tts';

/** Health, readiness and what the browser may know is enabled (DESIGN §3: never from build-time secrets). */
export function registerSystemRoutes(
  app: FastifyInstance,
  services: AppServices,
  contributors: PublicConfigPart[] = [],
): void {
  app.get('/healthz', async (): Promise<z.infer<typeof healthReply>> => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await services.database.ping();
      const ready: z.infer<typeof readyReply> = { status: 'ready', database: services.database.kind };
      return ready;
    } catch (error) {
      services.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ message: 'The database is not reachable yet.' });
    }
  });

  app.get(`${API_BASE}/config`, async (): Promise<PublicConfig> => {
    const { config } = services;
    const parts = await Promise.all(contributors.map((part) => part()));
    const voiceProviders = await availableVoiceProviders(config, services.synthesizer);
    return Object.assign(
      {
        product: { name: PRODUCT.name, slug: PRODUCT.slug },
        // The auth module always says why when Google sign-in is off; this covers an app built without it.
        googleSignIn: { enabled: false as const, message: 'Sign-in with Google is not configured.' },
        paymentProvider: config.payments.provider,
        // The billing module says which gateway takes payments; this covers an app built without it.
        payments: { provider: null, mode: 'sandbox' as const },
        llmProvider: config.llm.provider,
        voices: { providers: voiceProviders },
        storage: services.storage.kind,
      },
      ...parts,
    );
  });
}
