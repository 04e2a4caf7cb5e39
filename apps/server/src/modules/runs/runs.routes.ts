import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/authenticate';
import type { AppServices } from '../../platform/services';
import type { RunsService } from './runs.service';
import { streamJob } from './runs.stream';

/** GET /api/v1/agents/stream/:refId (DESIGN §4): one job's progress and outcome, whatever its kind. */
export function registerRunsRoutes(app: FastifyInstance, services: AppServices, runs: RunsService): void {
  app.get<{ Params: { refId: string } }>('/api/v1/agents/stream/:refId', async (request, reply) => {
    const user = requireUser(request);
    const job = await runs.ownedJob(user.userId, request.params.refId);
    await streamJob(services, job, runs.etaFor(job), request, reply, runs.streams);
  });
  // A stopping server (SIGTERM) ends its streams first, each with a `reconnect` event, so closing never waits on
  // them and the browser comes back for the job's outcome.
  app.addHook('preClose', async () => {
    runs.streams.closeAll();
  });
}
