import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../../config';
import { WriterError } from '../writer-error';

export type LlmConfig = Config['llm'];
type FetchFunction = typeof globalThis.fetch;

/** Models used when LLM_MODEL is not set: small, fast and good at following a format. */
export const DEFAULT_MODELS: Record<Exclude<LlmConfig['provider'], 'builtin'>, string> = {
  openai: 'gpt-4o-mini',
  google: 'gemini-2.0-flash',
  anthropic: 'claude-3-5-haiku-latest',
  ollama: 'llama3.1',
  'openai-compatible': 'gpt-4o-mini',
};

const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434';

function notConfigured(sentence: string): WriterError {
  return new WriterError('WRITER_NOT_CONFIGURED', sentence);
}

/** Ollama serves the OpenAI wire format under /v1. */
function ollamaApiUrl(base: string | undefined): string {
  const url = (base ?? OLLAMA_DEFAULT_URL).replace(/\/+$/, '');
  return url.endsWith('/v1') ? url : `${url}/v1`;
}

/**
 * The AI SDK model for the configured provider. Keys are passed explicitly (config.ts is the only reader
 * of the environment); `fetch` is injectable for tests.
 */
export function createLanguageModel(llm: LlmConfig, fetch?: FetchFunction): { model: LanguageModel; name: string } {
  if (llm.provider === 'builtin') throw notConfigured('The built-in writer does not use a language model.');
  const modelId = llm.model ?? DEFAULT_MODELS[llm.provider];
  const name = `${llm.provider}:${modelId}`;
  switch (llm.provider) {
    case 'openai': {
      if (!llm.openaiApiKey && !llm.openaiBaseUrl) throw notConfigured('LLM_PROVIDER=openai needs OPENAI_API_KEY.');
      const openai = createOpenAI({ apiKey: llm.openaiApiKey ?? 'unused', baseURL: llm.openaiBaseUrl, fetch });
      // Chat completions rather than the Responses API: every OpenAI-compatible server speaks it.
      return { model: openai.chat(modelId), name };
    }
    case 'google': {
      if (!llm.googleApiKey) throw notConfigured('LLM_PROVIDER=google needs GOOGLE_GENERATIVE_AI_API_KEY.');
      return { model: createGoogleGenerativeAI({ apiKey: llm.googleApiKey, fetch })(modelId), name };
    }
    case 'anthropic': {
      if (!llm.anthropicApiKey) throw notConfigured('LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY.');
      return { model: createAnthropic({ apiKey: llm.anthropicApiKey, fetch })(modelId), name };
    }
    case 'ollama': {
      const provider = createOpenAICompatible({ name: 'ollama', baseURL: ollamaApiUrl(llm.ollamaBaseUrl), fetch });
      return { model: provider.chatModel(modelId), name };
    }
    case 'openai-compatible': {
      if (!llm.openaiBaseUrl) throw notConfigured('LLM_PROVIDER=openai-compatible needs OPENAI_BASE_URL.');
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: llm.openaiBaseUrl,
        apiKey: llm.openaiApiKey,
        includeUsage: true,
        fetch,
      });
      return { model: provider.chatModel(modelId), name };
    }
  }
}
