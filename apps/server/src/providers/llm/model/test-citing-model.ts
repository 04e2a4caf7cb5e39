import type { ChatReply, ChatRequest } from './test-chat-server';

/**
 * A stand-in model for the local chat server (test-chat-server.ts) that cites, and sometimes cites wrongly: it plans
 * from the key sentences in the prompt and writes each segment as a question and an answer per passage sentence, each
 * answer ending in its passage's `[S12.3]` marker. Every `wrongEvery`-th answer names a passage it was not taken from
 * (another one in the prompt), and every `inventEvery`-th answer is a made-up figure cited to a real passage, so the
 * check has something to drop. Test and benchmark only.
 */
export interface CitingModelOptions {
  wrongEvery?: number;
  inventEvery?: number;
}

function passagesIn(prompt: string): Array<{ id: string; sentences: string[] }> {
  return [...prompt.matchAll(/^\[(S\d+\.\d+)\] (.+)$/gm)].map((m) => ({
    id: m[1] as string,
    sentences: (m[2] as string).split(/(?<=[.!?])\s+/).filter((s) => s.split(' ').length >= 5),
  }));
}

function namesOf(request: ChatRequest): string[] {
  const system = String(request.messages.find((m) => m.role === 'system')?.content ?? '');
  return (/using only these names: ([^.]+)\./.exec(system)?.[1] ?? 'Host, Guest').split(', ');
}

function outline(prompt: string): string {
  const count = Number(/with (\d+) segments/.exec(prompt)?.[1] ?? 3);
  return JSON.stringify({
    title: 'Episode',
    segments: Array.from({ length: count }, (_, i) => ({ heading: `Part ${i + 1}`, points: [`point ${i + 1}`] })),
  });
}

export function citingModel(options: CitingModelOptions = {}) {
  const { wrongEvery = 4, inventEvery = 7 } = options;
  let answers = 0;
  const segment = (request: ChatRequest): string => {
    const [host = 'Host', guest = host] = namesOf(request);
    const passages = passagesIn(request.task);
    const target = Number(/About (\d+) words/.exec(request.task)?.[1] ?? 120);
    const lines: string[] = [];
    let words = 0;
    for (const [p, passage] of passages.entries()) {
      for (const sentence of passage.sentences) {
        if (words >= target) break;
        answers += 1;
        const other = passages[(p + 1) % passages.length]?.id ?? 'S999.0';
        const wrong = answers % wrongEvery === 0 && other !== passage.id;
        const text =
          answers % inventEvery === 0
            ? `Some say ${1000 + answers} ships sailed there in ${1500 + answers}.`
            : sentence;
        lines.push(
          `${host}: What comes next, ${sentence.split(' ').slice(0, 3).join(' ')}?`,
          `${guest}: ${text} [${wrong ? other : passage.id}]`,
        );
        words += text.split(' ').length + 5;
      }
    }
    if (!lines.length) lines.push(`${host}: Let us keep going.`, `${guest}: Yes, there is more to say.`);
    return `${lines.join('\n')}\n`;
  };
  return (request: ChatRequest): ChatReply => {
    const task = request.task;
    const [host = 'Host', ...guests] = namesOf(request);
    if (task.includes('Plan a podcast episode')) return { text: outline(task) };
    if (task.includes('Write only the opening'))
      return { text: `${host}: Welcome to the show.\n${guests.map((g) => `${g}: Happy to be here.`).join('\n')}\n` };
    if (/Write only segment \d+ of/.test(task)) return { text: segment(request) };
    if (task.includes('Write only the closing'))
      return { text: `${host}: That is all for today.\n${guests.map((g) => `${g}: Goodbye.`).join('\n')}\n` };
    // A length rewrite: this model cannot do better, so the script in hand is kept.
    return { text: `${host}: Thanks.\n` };
  };
}
