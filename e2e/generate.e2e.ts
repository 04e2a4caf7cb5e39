import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, WELCOME_ROUTE } from '@podloom/contract';
import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { saveDocsScreenshot } from './support/docs-screenshot';
import { server as app, errors, page, useBrowserHarness } from './support/harness';

/*
 * Script generation from the home screen to the editor and back, against the built app. The
 * script is written by the model writer talking to a local server that speaks the OpenAI chat-completions
 * wire format and streams slowly, so the lines really arrive one after another (DESIGN §9: external
 * services through local servers speaking their real protocol).
 */

const HOST = 'Asha';
const GUEST = 'Ravi';

const OUTLINE = JSON.stringify({
  title: 'Tea across the world',
  segments: [
    { heading: 'Where tea began', points: ['China', 'trade routes'] },
    { heading: 'How people drink it', points: ['India', 'Britain'] },
    { heading: 'Tea today', points: ['health', 'new blends'] },
  ],
});

/** About 300 spoken words in all: a two-minute script needs no length adjustment. */
const PARTS: Record<string, string> = {
  opening: `${HOST}: Welcome to the show, everyone. I am ${HOST}, and today we travel the world through a cup of tea.
${GUEST}: Thanks for having me, ${HOST}. Tea is my favourite subject in the whole world.
`,
  'segment 1': `${HOST}: Let us start at the beginning. Where did tea come from?
${GUEST}: Tea began in southwest China thousands of years ago. People first used the leaves as a medicine and only later as an everyday drink.
${HOST}: So how did it leave China?
${GUEST}: Merchants carried pressed tea bricks along the old trade routes. Caravans crossed mountains and deserts with them. Tea even worked as money in some places.
${HOST}: That is a long journey for a few leaves.
`,
  'segment 2': `${HOST}: How do people drink tea in different countries?
${GUEST}: In India, chai is boiled with milk, sugar and spices like ginger and cardamom. Street sellers pour it into small clay cups.
${HOST}: And in Britain?
${GUEST}: Britain made afternoon tea famous. A pot of black tea comes with sandwiches and scones. It started as a snack between lunch and a late dinner.
${HOST}: I love that every country made tea its own.
`,
  'segment 3': `${HOST}: What about tea today?
${GUEST}: Tea is the most popular drink in the world after water. Green tea is praised for its antioxidants, and herbal blends are everywhere.
${HOST}: Are there new trends?
${GUEST}: Cold brew tea and bubble tea are huge with younger drinkers. Small farms also sell single estate teas online now.
${HOST}: So the old drink keeps finding new fans.
`,
  closing: `${HOST}: That was our trip around the world of tea. Thank you so much, ${GUEST}.
${GUEST}: Thank you, ${HOST}. Goodbye, everyone, and enjoy your next cup.
${HOST}: Goodbye, and thanks for listening.
`,
};

function partFor(task: string): string | null {
  if (task.includes('Write only the opening')) return PARTS.opening ?? null;
  const segment = /Write only segment (\d) of/.exec(task);
  if (segment) return PARTS[`segment ${segment[1]}`] ?? null;
  if (task.includes('Write only the closing')) return PARTS.closing ?? null;
  return null;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((p) => (p as { text?: string }).text ?? '').join('')
      : '';

async function streamSlowly(res: ServerResponse, model: string, text: string, pauseMs: number): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-e2e', object: 'chat.completion.chunk', created: 1_700_000_000, model };
  const send = (delta: object, finish: string | null = null) =>
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  send({ role: 'assistant', content: '' });
  for (let i = 0; i < text.length; i += 12) {
    send({ content: text.slice(i, i + 12) });
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  send({}, 'stop');
  res.end('data: [DONE]\n\n');
}

/**
 * A slow OpenAI-compatible chat-completions server: the outline at once, each part streamed a few characters at a time.
 */
async function startSlowChatServer(pauseMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
    const task = textOf(messages.find((m) => m.role === 'user')?.content);
    const model = String(body.model);
    if (task.includes('Plan a podcast episode')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: OUTLINE }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    const part = partFor(task);
    // Anything else (a length rewrite) gets a worse answer at once, so the script in hand is kept.
    await streamSlowly(res, model, part ?? `${HOST}: Thanks.\n`, part ? pauseMs : 0);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, server };
}

let chat: { url: string; server: Server };

useBrowserHarness({
  before: async () => {
    chat = await startSlowChatServer(25);
    return { env: { LLM_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: chat.url, LLM_MODEL: 'e2e-model' } };
  },
  after: async () => {
    await new Promise((resolve) => chat?.server.close(resolve));
  },
  permissions: ['clipboard-read', 'clipboard-write'],
});
beforeEach(async () => {
  // A fresh account through the real API for every test: nothing carries over between them.
  await signUpAndLogin(page, app, { givenName: 'Ada' });
  await page.goto(WELCOME_ROUTE);
});

const shows = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const hidden = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
const generateButton = () => page.getByRole('button', { name: 'Generate Script' });
const chooseOption = async (selectId: string, title: string) => {
  await page.locator(`.ant-select:has(#${selectId})`).click();
  await page.locator(`.ant-select-dropdown:visible [title="${title}"]`).click();
};

/** Edit the first line, add one and delete another, then save. */
async function editScript(script: Locator) {
  await page.getByRole('button', { name: 'Edit script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit script' });
  await expectNoAxeViolations(page, 'Edit script modal');
  await dialog.getByLabel('Line 1 (Asha)').fill('Welcome, tea lovers! This is our edited opening.');
  await dialog.getByRole('button', { name: 'Add More' }).click();
  const count = await dialog.getByRole('listitem').count();
  await dialog.getByLabel(new RegExp(`^Line ${count} \\(`)).fill('One more thing about tea.');
  await dialog.getByRole('button', { name: /^(delete )?Delete$/ }).click();
  await dialog.getByRole('button', { name: 'Delete line 2', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click();
  expect(await dialog.getByRole('listitem').count()).toBe(count - 1);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shows(MESSAGES.scriptUpdated);
  await script.getByText('Welcome, tea lovers! This is our edited opening.').waitFor();
  await script.getByText('One more thing about tea.').waitFor();
}

describe('home screen generator (spec 000 §2, §4, §5)', () => {
  it('explains what is missing with the home form messages', async () => {
    await page.getByRole('heading', { name: /^Welcome to Podloom, Ada!$/ }).waitFor();
    await generateButton().click();
    await shows(MESSAGES.topicRequired);
    await shows(MESSAGES.hostRequiredHome);
    await shows(MESSAGES.guestRequiredHome);

    await expectNoAxeViolations(page, `${WELCOME_ROUTE} with every message`);
    await page.getByLabel('Podcast topic').fill('   ');
    await page.getByLabel('Name of Host').fill(HOST);
    await hidden(MESSAGES.hostRequiredHome);
    await shows(MESSAGES.topicRequired);

    // One speaker: no guest field, no guest message.
    await chooseOption('generator-speakers', '1 Speaker');
    await page.getByLabel('Name of Guest').waitFor({ state: 'detached' });
    await hidden(MESSAGES.guestRequiredHome);
    expect(errors).toEqual([]);
  });

  it('suggests popular topics and shows the defaults', async () => {
    await page.getByLabel('Podcast topic').click();
    await page.getByLabel('Podcast topic').fill('artificial');
    await page.locator('.ant-select-item-option', { hasText: 'The future of artificial intelligence' }).click();
    expect(await page.getByLabel('Podcast topic').inputValue()).toBe('The future of artificial intelligence');
    const selected = (id: string) =>
      page.locator(`.ant-select:has(#${id}) .ant-select-selection-item`).first().textContent();
    await page.locator('.ant-select:has(#generator-language) .ant-select-selection-item').waitFor();
    expect(await selected('generator-language')).toBe('English (India)');
    expect(await selected('generator-speakers')).toBe('2 Speakers');
    expect(await selected('generator-category')).toBe('Business');
    expect(await selected('generator-duration')).toBe('2 Minutes');
    expect(await selected('generator-tone')).toBe('Formal');
  });
});

describe('home screen generator: from Generate to the editor and back (spec 000 §2, §4, §5)', () => {
  it('generates, shows lines as they are written, edits a line and deletes the podcast', async () => {
    await page.getByLabel('Podcast topic').fill('Tea across the world');
    await page.getByLabel('Name of Host').fill(HOST);
    await page.getByLabel('Name of Guest').fill(GUEST);

    // Source material: pasted text, kept in the library, counted by the server, chosen, removable from the script.
    await page.getByRole('button', { name: 'Add source material' }).click();
    await page.getByLabel('Source text').fill('Tea was first drunk in China. It later spread along trade routes.');
    await page.getByRole('button', { name: 'Use this text' }).click();
    await page.getByText(/^1 source, \d+ words as source material$/).waitFor();
    await page.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('button', { name: 'Add source material' }).waitFor();

    await generateButton().click();
    await shows(MESSAGES.scriptGenerating);

    // The lines arrive one after another while we are still on the home screen.
    const liveLines = page.getByRole('list', { name: 'Script being written' }).getByRole('listitem');
    await liveLines.first().waitFor();
    const early = await liveLines.count();
    expect(page.url()).toContain(WELCOME_ROUTE);
    await expect.poll(() => liveLines.count(), { timeout: 20_000 }).toBeGreaterThan(early);

    // A second Generate while the stream is open is refused.
    await generateButton().click();
    await shows(MESSAGES.alreadyGenerating);
    await expectNoAxeViolations(page, `${WELCOME_ROUTE} while the script is written`);

    await page.waitForURL('**/create-podcast', { timeout: 60_000 });
    await shows(MESSAGES.scriptGenerated);
    await page.getByRole('heading', { name: 'Tea across the world', level: 1 }).waitFor();
    const script = page.getByRole('list', { name: 'Script', exact: true });
    await script.getByText('Welcome to the show, everyone.', { exact: false }).waitFor();
    expect(await page.getByLabel('Host', { exact: true }).inputValue()).toBe(HOST);
    expect(await page.getByLabel('Guest', { exact: true }).inputValue()).toBe(GUEST);

    // Copy puts the transcript on the clipboard.
    await page.getByRole('button', { name: 'Copy script' }).click();
    await shows(MESSAGES.scriptCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Asha: Welcome to the show/);

    await editScript(script);
    await expectNoAxeViolations(page, '/create-podcast with an edited script');

    // A reload keeps it (the locally saved state).
    await page.reload();
    await script.getByText('Welcome, tea lovers! This is our edited opening.').waitFor();
    // The studio with a script, no toast over it: the README's picture of Podloom.
    await saveDocsScreenshot(page, 'studio.png');

    // Home: the podcast is in Recent Podcasts; opening it shows what the server saved.
    await page.goto(WELCOME_ROUTE);
    const card = page.getByRole('article', { name: 'Tea across the world' });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await card.textContent()).toContain('English (India)');
    await card.getByRole('button', { name: 'Tea across the world', exact: true }).click();
    await page.waitForURL('**/create-podcast');
    await script.getByText('Welcome, tea lovers! This is our edited opening.').waitFor();

    // Delete it after confirming.
    await page.goto(WELCOME_ROUTE);
    await card.getByRole('button', { name: 'Delete Tea across the world' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete', exact: true }).click();
    await shows(MESSAGES.deleted);
    await card.waitFor({ state: 'detached' });
    await shows(MESSAGES.noRecentPodcasts);
    expect(errors).toEqual([]);
  });
});
