import { audioRequestInput } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/authenticate';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { audioJob } from '../generation/generation.jobs';
import { AudioService } from './audio.service';

/** POST /generate/audio (DESIGN §4) and the audio job's handler; progress goes out on the shared stream. */
export async function registerAudioModule(app: FastifyInstance, services: AppServices): Promise<void> {
  const audio = new AudioService(services);
  services.queue.register(audioJob, ({ refId }, ctx) => audio.runAudioJob(refId, ctx.signal));

  app.post('/generate/audio', async (request) => {
    const user = requireUser(request);
    return audio.startAudio(user.userId, parseInput(audioRequestInput, request.body ?? {}));
  });
}
