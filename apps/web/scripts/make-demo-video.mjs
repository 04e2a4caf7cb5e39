#!/usr/bin/env node
/**
 * Renders the landing page's demo video (spec 000 §2) into public/media/ as WebM (VP9/Opus) and MP4 (H.264/AAC):
 * title cards of the promise and the four steps, each with its own tone. Run by `npm run build -w apps/web`;
 * media is generated, never committed.
 *
 * ffmpeg is resolved as: env FFMPEG_PATH, else `ffmpeg` on PATH, else the npm package @ffmpeg-installer/ffmpeg.
 * Text is drawn with ffmpeg's drawtext and a system font when both exist; otherwise the cards are painted here
 * with a bitmap font and handed to ffmpeg as images.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawText, fillRect, GLYPH_H } from './bitmap-font.mjs';
import { CARD_SECONDS, CARDS, COLORS, FPS, HEIGHT, toneExpression, totalSeconds, WIDTH } from './demo-cards.mjs';
import { capabilities, findFont, resolveFfmpeg } from './ffmpeg-tools.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'public', 'media');
const force = process.argv.includes('--force');

function log(message) {
  console.log(`[demo-video] ${message}`);
}

/** Escapes a value for use inside an ffmpeg filter argument. */
function esc(value) {
  return value.replace(/\\/g, '/').replace(/:/g, '\\:').replace(/'/g, "\\'");
}

/** Fades text in and out within its card. */
function alphaFor(start) {
  const local = `(t-${start})`;
  // The first card is already there on the first frame (and in the poster), so the video never opens black.
  const fadeIn = start === 0 ? '1' : `${local}/0.5`;
  return `'if(lt(${local},0.5),${fadeIn},if(gt(${local},${CARD_SECONDS - 0.5}),(${CARD_SECONDS}-${local})/0.5,1))'`;
}

function barsFilter() {
  const bars = [];
  const count = 24;
  const barW = 14;
  const gap = 10;
  const startX = Math.round((WIDTH - (count * barW + (count - 1) * gap)) / 2);
  for (let i = 0; i < count; i++) {
    const h = 24 + Math.round(60 * Math.abs(Math.sin(i * 0.9)) + 20 * Math.abs(Math.cos(i * 0.37)));
    const color = COLORS.bars[i % COLORS.bars.length];
    bars.push(
      `drawbox=x=${startX + i * (barW + gap)}:y=${HEIGHT - 60 - h}:w=${barW}:h=${h}:color=${color}@0.85:t=fill`,
    );
  }
  return bars;
}

/** The video as one filter graph: background, waveform bars and each card's text, timed by `enable`. */
function drawtextGraph(font, work) {
  const filters = [...barsFilter()];
  CARDS.forEach((card, i) => {
    const start = i * CARD_SECONDS;
    const end = start + CARD_SECONDS;
    const common = `fontfile='${esc(font)}':enable='between(t,${start},${end})':alpha=${alphaFor(start)}:x=(w-text_w)/2`;
    const file = (name, text) => {
      const path = join(work, `card-${i}-${name}.txt`);
      writeFileSync(path, text);
      return esc(path);
    };
    const titleSize = card.lines.length > 1 ? 64 : 72;
    const blockTop = HEIGHT / 2 - (card.lines.length * (titleSize + 14)) / 2 - 30;
    filters.push(
      `drawtext=${common}:textfile='${file('eyebrow', card.eyebrow)}':fontsize=26:fontcolor=${COLORS.eyebrow}:y=${blockTop - 60}`,
    );
    card.lines.forEach((line, j) => {
      filters.push(
        `drawtext=${common}:textfile='${file(`line${j}`, line)}':fontsize=${titleSize}:fontcolor=${COLORS.title}:y=${blockTop + j * (titleSize + 14)}`,
      );
    });
    const subTop = blockTop + card.lines.length * (titleSize + 14) + 24;
    filters.push(
      `drawtext=${common}:textfile='${file('sub', card.sub)}':fontsize=32:fontcolor=${COLORS.sub}:y=${subTop}`,
    );
  });
  return filters.join(',');
}

/** Fallback: each card painted as a PPM image with the bitmap font. */
function paintCards(work) {
  const hex = (value) => {
    const n = Number.parseInt(value.replace(/^0x/, ''), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  };
  const bg = hex(COLORS.background);
  return CARDS.map((card, i) => {
    const frame = Buffer.alloc(WIDTH * HEIGHT * 3);
    fillRect(frame, WIDTH, 0, 0, WIDTH, HEIGHT, bg);
    drawText(frame, WIDTH, card.eyebrow, WIDTH / 2, 170, 4, hex(COLORS.eyebrow));
    card.lines.forEach((line, j) => {
      drawText(frame, WIDTH, line, WIDTH / 2, 250 + j * (GLYPH_H * 8 + 20), line.length > 22 ? 7 : 8, [255, 255, 255]);
    });
    drawText(frame, WIDTH, card.sub, WIDTH / 2, 270 + card.lines.length * (GLYPH_H * 8 + 20), 4, hex(COLORS.sub));
    for (let b = 0; b < 24; b++) {
      const h = 24 + Math.round(60 * Math.abs(Math.sin(b * 0.9)));
      fillRect(frame, WIDTH, 352 + b * 24, HEIGHT - 60 - h, 14, h, hex(COLORS.bars[b % COLORS.bars.length]));
    }
    const path = join(work, `card-${i}.ppm`);
    writeFileSync(path, Buffer.concat([Buffer.from(`P6\n${WIDTH} ${HEIGHT}\n255\n`), frame]));
    return path;
  });
}

function encoderArgs(format, caps) {
  if (format === 'webm') {
    return [
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-deadline',
      'good',
      '-cpu-used',
      '5',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      ...(caps.opus ? ['-c:a', 'libopus', '-b:a', '64k'] : ['-an']),
    ];
  }
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    ...(caps.aac ? ['-c:a', 'aac', '-b:a', '96k'] : ['-an']),
  ];
}

function render(ffmpeg, caps, font, work, format, output) {
  const duration = String(totalSeconds());
  const audio = ['-f', 'lavfi', '-i', `aevalsrc='${toneExpression()}':s=48000:d=${duration}`];
  let args;
  if (font) {
    args = [
      '-f',
      'lavfi',
      '-i',
      `color=c=${COLORS.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}`,
      ...audio,
      '-filter_complex',
      `[0:v]${drawtextGraph(font, work)}[v]`,
      '-map',
      '[v]',
      '-map',
      '1:a',
    ];
  } else {
    const cards = paintCards(work);
    const inputs = cards.flatMap((path) => [
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-t',
      String(CARD_SECONDS),
      '-i',
      path,
    ]);
    const concat = `${cards.map((_, i) => `[${i}:v]`).join('')}concat=n=${cards.length}:v=1:a=0,format=yuv420p[v]`;
    args = [...inputs, ...audio, '-filter_complex', concat, '-map', '[v]', '-map', `${cards.length}:a`];
  }
  const result = spawnSync(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-y', ...args, '-t', duration, ...encoderArgs(format, caps), output],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed to render ${format}: ${result.stderr || result.error}`);
}

/** The modal shows the first card's still before playback starts. */
function writePoster(ffmpeg, video, output) {
  const at = String(CARD_SECONDS / 2);
  const result = spawnSync(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-q:v', '4', output],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed to write the poster: ${result.stderr || result.error}`);
}

function main() {
  const ffmpeg = resolveFfmpeg();
  const caps = capabilities(ffmpeg);
  // DEMO_RENDERER=bitmap forces the fallback (to check it on a machine that has fonts).
  const font = caps.drawtext && process.env.DEMO_RENDERER !== 'bitmap' ? findFont() : undefined;
  const formats = [caps.vp9 && 'webm', caps.x264 && 'mp4'].filter(Boolean);
  if (formats.length === 0) throw new Error(`${ffmpeg} has neither libvpx-vp9 nor libx264.`);

  // Re-render only when the recipe changes: the stamp is a hash of these scripts and the renderer chosen.
  const recipe = ['make-demo-video.mjs', 'demo-cards.mjs', 'bitmap-font.mjs'].map((f) =>
    readFileSync(join(here, f), 'utf8'),
  );
  const stamp = createHash('sha256')
    .update([...recipe, font ? 'drawtext' : 'bitmap', formats.join()].join('\n'))
    .digest('hex');
  // The stamp lives outside public/ so it is never served.
  const stampDir = join(here, '..', 'node_modules', '.cache', 'demo-video');
  const stampFile = join(stampDir, 'stamp');
  const outputs = formats.map((format) => join(outDir, `demo.${format}`));
  const expected = [...outputs, join(outDir, 'demo-poster.jpg')];
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && expected.every(existsSync)) {
    log('up to date');
    return;
  }

  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'demo-video-'));
  try {
    log(`rendering ${formats.join(' and ')} with ${ffmpeg} (${font ? `drawtext, ${font}` : 'bitmap cards'})`);
    for (const [i, format] of formats.entries()) render(ffmpeg, caps, font, work, format, outputs[i]);
    writePoster(ffmpeg, outputs[0], join(outDir, 'demo-poster.jpg'));
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(stampFile, stamp);
    log(`wrote ${outputs.join(', ')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`[demo-video] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
