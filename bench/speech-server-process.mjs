// A speech server in its own process for bench/speech-server.bench.ts, as a real one would be: its timers are not
// held up by the render it serves. Speaks OpenAI's POST /v1/audio/speech; answers each line after
// 600 ms + 40 ms per 100 characters with a 24 kHz 16-bit WAV as long as the line takes to say (15 characters a
// second). Tells its parent its port, and answers { most, requests } (the most requests in flight at once) when asked.
import { createServer } from 'node:http';

const RATE = 24_000;
let inFlight = 0;
let most = 0;
let requests = 0;

function wav(seconds) {
  const count = Math.round(RATE * seconds);
  const out = Buffer.alloc(44 + count * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + count * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const v = 0.3 * Math.sin(2 * Math.PI * 180 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t));
    out.writeInt16LE(Math.round(v * 32767), 44 + i * 2);
  }
  return out;
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    if (req.url !== '/v1/audio/speech') return void res.writeHead(404).end('Not Found');
    const { input } = JSON.parse(body);
    requests++;
    inFlight++;
    most = Math.max(most, inFlight);
    const arrived = performance.now();
    const audio = wav(input.length / 15);
    const answerMs = 600 + (40 * input.length) / 100;
    setTimeout(
      () => {
        inFlight--;
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(audio);
      },
      Math.max(0, answerMs - (performance.now() - arrived)),
    );
  });
});

server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('message', (message) => {
  if (message === 'stats') process.send?.({ most, requests });
  if (message === 'reset') {
    most = 0;
    requests = 0;
  }
});
process.on('disconnect', () => process.exit(0));
