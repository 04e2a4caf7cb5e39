import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { SigningSecret } from './file-signing';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export { registerFileRoutes, serveStoredFile } from './file-routes';
export type { FileStorage, StoredFile } from './storage';

/**
 * Local disk under DATA_DIR/files (embedded) or the S3 bucket when S3_BUCKET is set (DESIGN §2).
 * `signingSecret` signs the local store's URLs; the caller owns it (never read from the environment here).
 */
export function createStorage(options: {
  config: Config;
  signingSecret: SigningSecret;
  log: FastifyBaseLogger;
}): FileStorage {
  const { config, signingSecret, log } = options;
  if (config.s3) {
    log.info({ bucket: config.s3.bucket, endpoint: config.s3.endpoint }, 'files are stored in an S3 bucket');
    return createS3Storage({ ...config.s3, dataDir: config.dataDir });
  }
  log.info({ dataDir: config.dataDir }, 'files are stored on the local disk');
  return createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl, signingSecret });
}
