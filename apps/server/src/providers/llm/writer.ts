import type { Config } from '../../config';
import { createBuiltinWriter } from './builtin/builtin-writer';
import { createModelWriter, type ModelWriterOptions } from './model/model-writer';
import type { ScriptWriter } from './writer-types';

/**
 * The one interface every script writer implements (DESIGN §7, STYLE §5). The generation job builds one
 * with `createScriptWriter(config)` and calls `write` per script.
 */
export { generalConversationMinutes } from './builtin/builtin-writer';
export type { ParsedWriterInput, ScriptWriterInput } from './writer-input';
export { scriptWriterInput } from './writer-input';

export type {
  OnWriterProgress,
  ScriptResult,
  ScriptWriter,
  WriterProgress,
  WriterStage,
} from './writer-types';

export function createScriptWriter(config: Pick<Config, 'llm'>, options: ModelWriterOptions = {}): ScriptWriter {
  if (config.llm.provider === 'builtin') return createBuiltinWriter();
  return createModelWriter(config.llm, options);
}
