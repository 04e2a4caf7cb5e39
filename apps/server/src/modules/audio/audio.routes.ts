import { audioRequestInput } from '@podloom/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/http/authenticate';
import { parseInput } from '../../platform/http/validation';
import type { AudioService } from './audio.service';

/** POST /generate/audio (DESIGN §4) and the audio job's handler; progress goes out on the shared stream. */
export async function registerAudioRoutes(app: FastifyInstance, audio: AudioService): Promise<void> {
  app.post('/generate/audio', async (request) => {
    const user = requireUser(request);
    return audio.startAudio(user.userId, parseInput(audioRequestInput, request.body ?? {}), request.id);
  });
}
