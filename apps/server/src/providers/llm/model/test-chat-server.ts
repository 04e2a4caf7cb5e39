import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI chat-completions wire format, streaming (SSE `data:` chunks) included,
 * for tests of the model writer through the real AI SDK and HTTP. Test-only.
 */
export interface ChatRequest {
  model: string;
  stream: boolean;
  /** The last user message: what the writer asked for this time. */
  ask: string;
  /** The first user message: the task a repair request refers back to. */
  task: string;
  messages: Array<{ role: string; content: unknown }>;
  body: Record<string, unknown>;
}

export type ChatReply = { status: number; body?: string; headers?: Record<string, string> } | { text: string };
export type ChatHandler = (request: ChatRequest, index: number) => ChatReply;

export interface ChatServer {
  /** Base URL to use as OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p as { text?: string }).text ?? '').join('');
  return '';
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function sendStream(res: ServerResponse, model: string, text: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model };
  const send = (delta: Record<string, unknown>, finish: string | null = null, extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
    );
  send({ role: 'assistant', content: '' });
  // Small uneven pieces, so lines arrive split across chunks as they do from real servers.
  for (let i = 0; i < text.length; ) {
    const size = 3 + (i % 11);
    send({ content: text.slice(i, i + size) });
    i += size;
  }
  send({}, 'stop', { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
  res.end('data: [DONE]\n\n');
}

function sendJson(res: ServerResponse, model: string, text: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

export async function startChatServer(handler: ChatHandler): Promise<ChatServer> {
  const requests: ChatRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    const messages = (body.messages ?? []) as ChatRequest['messages'];
    const users = messages.filter((m) => m.role === 'user');
    const request: ChatRequest = {
      model: String(body.model),
      stream: body.stream === true,
      ask: textOf(users.at(-1)?.content),
      task: textOf(users[0]?.content),
      messages,
      body,
    };
    requests.push(request);
    const reply = handler(request, requests.length - 1);
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? JSON.stringify({ error: { message: 'test error', type: 'server_error' } }));
    } else if (request.stream) sendStream(res, request.model, reply.text);
    else sendJson(res, request.model, reply.text);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
