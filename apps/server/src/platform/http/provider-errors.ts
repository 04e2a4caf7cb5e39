import { WriterError, WriterInputError } from '../../providers/llm/writer-error';
import { StorageError } from '../../providers/storage/storage-error';
import { AppError } from './errors';

/**
 * The edge's one place that turns a provider's own error into a refusal: a status and the provider's sentence
 * (providers know no HTTP). Answers null for anything else, which is logged and masked.
 */
export function refusalOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof WriterError) return new AppError(error.statusCode, error.message, error.code);
  if (error instanceof WriterInputError) return new AppError(400, error.message);
  if (error instanceof StorageError) return new AppError(error.statusCode, error.message, error.code);
  return null;
}
