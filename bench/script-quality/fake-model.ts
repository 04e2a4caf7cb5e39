import {
  type ChatRequest,
  type ChatServer,
  startChatServer,
} from '../../apps/server/src/providers/llm/model/test-chat-server';

/**
 * A stand-in model behind the OpenAI chat-completions wire format, for bench/script-quality: deterministic and
 * simple-minded, like a small model that follows instructions literally. It plans from the material in the prompt,
 * and writes a segment as questions and answers from the facts the prompt hands it, skipping any fact already in
 * the script it was shown. Its figures measure what the writer gives a model (material, outline, what came before,
 * checks and repairs), not the quality of a real model.
 */
function block(prompt: string, heading: string): string[] {
  const start = prompt.indexOf(heading);
  if (start < 0) return [];
  const rest = prompt.slice(start + heading.length);
  const end = rest.search(/\n\n/);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.split(' ').length >= 5);
}

function namesOf(request: ChatRequest): string[] {
  const system = String(request.messages.find((m) => m.role === 'system')?.content ?? '');
  return (/using only these names: ([^.]+)\./.exec(system)?.[1] ?? 'Host, Guest').split(', ');
}

function factsOf(prompt: string): string[] {
  // Passages come one a line after their id in brackets; the stand-in says their sentences without citing.
  const own = block(prompt, 'each passage starts with its id in brackets:\n')
    .filter((l) => l.startsWith('[S'))
    .flatMap((l) => l.replace(/^\[S\d+\.\d+\]\s*/, '').split(/(?<=[.!?])\s+/))
    .filter((l) => l.split(' ').length >= 5);
  return own.length ? own : block(prompt, 'Source material (key sentences):\n');
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function outline(prompt: string): string {
  const count = Number(/with (\d+) segments/.exec(prompt)?.[1] ?? 3);
  const facts = factsOf(prompt);
  const per = Math.max(1, Math.floor(facts.length / count));
  const segments = Array.from({ length: count }, (_, i) => {
    const group = facts.slice(i * per, i * per + per);
    const lead = (group[0] ?? `part ${i + 1} of the story`).split(' ').slice(0, 5).join(' ');
    return {
      heading: `Segment ${i + 1}: ${lead}`,
      points: group.length ? group.slice(0, 3).map((f) => f.split(' ').slice(0, 6).join(' ')) : ['the main idea'],
    };
  });
  return JSON.stringify({ title: 'Episode', segments });
}

function segment(request: ChatRequest): string {
  const [host = 'Host', ...guests] = namesOf(request);
  const prompt = request.task;
  const target = Number(/About (\d+) words/.exec(prompt)?.[1] ?? 120);
  const from = prompt.indexOf('The script so far:');
  const shown = from < 0 ? '' : prompt.slice(from, prompt.indexOf('Write only segment'));
  const facts = factsOf(prompt).filter((f) => !shown.includes(f));
  const lines: string[] = [];
  let said = 0;
  // Asked to repair, it leaves out what the script already said, as an instruction-following model would.
  const repairing = request.ask !== request.task;
  for (const [i, fact] of facts.entries()) {
    if (said >= target) break;
    const guest = guests[i % Math.max(1, guests.length)] ?? host;
    const question = `${host}: What about ${fact
      .replace(/[.!?]$/, '')
      .split(' ')
      .slice(-5)
      .join(' ')}?`;
    if (repairing && shown.includes(question.slice(host.length + 2))) continue;
    lines.push(question, `${guest}: ${fact}`);
    said += words(question) + words(fact);
  }
  if (!lines.length) lines.push(`${host}: Let us keep going.`, `${guests[0] ?? host}: Yes, there is more to say.`);
  return `${lines.join('\n')}\n`;
}

export function startFakeModel(): Promise<ChatServer> {
  return startChatServer((request) => {
    const task = request.task;
    const [host = 'Host', ...guests] = namesOf(request);
    if (task.includes('Plan a podcast episode')) return { text: outline(task) };
    if (task.includes('Write only the opening')) {
      return {
        text: `${host}: Welcome to the show. Today we talk about it with ${guests.join(' and ') || 'you'}.\n${guests.map((g) => `${g}: Happy to be here, ${host}.`).join('\n')}\n`,
      };
    }
    if (/Write only segment \d+ of/.test(task)) return { text: segment(request) };
    if (task.includes('Write only the closing')) {
      return {
        text: `${host}: That is all for today. Thank you.\n${guests.map((g) => `${g}: Thank you, goodbye.`).join('\n')}\n${host}: Goodbye, everyone.\n`,
      };
    }
    // A length rewrite: this model cannot do better, so the script in hand is kept.
    return { text: `${host}: Thanks.\n` };
  });
}
