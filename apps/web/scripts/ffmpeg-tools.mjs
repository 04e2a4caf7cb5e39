/**
 * Finding ffmpeg, what it can do, and a font for drawtext. ffmpeg is resolved as: env FFMPEG_PATH, else
 * `ffmpeg` on PATH, else the npm package @ffmpeg-installer/ffmpeg.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';

function log(message) {
  console.log(`[demo-video] ${message}`);
}

function runs(bin) {
  const probe = spawnSync(bin, ['-hide_banner', '-version'], { encoding: 'utf8' });
  return probe.status === 0;
}

export function resolveFfmpeg() {
  if (process.env.FFMPEG_PATH) {
    if (runs(process.env.FFMPEG_PATH)) return process.env.FFMPEG_PATH;
    throw new Error(`FFMPEG_PATH is set to ${process.env.FFMPEG_PATH}, but it does not run.`);
  }
  if (runs('ffmpeg')) return 'ffmpeg';
  try {
    const bin = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
    // npm may skip the package's own chmod step (install scripts not allowed): make it executable here.
    try {
      accessSync(bin, constants.X_OK);
    } catch {
      chmodSync(bin, 0o755);
    }
    if (runs(bin)) return bin;
  } catch (error) {
    log(`@ffmpeg-installer/ffmpeg is not usable: ${error instanceof Error ? error.message : error}`);
  }
  throw new Error('ffmpeg was not found: set FFMPEG_PATH, put ffmpeg on PATH, or install @ffmpeg-installer/ffmpeg.');
}

export function capabilities(ffmpeg) {
  const filters = spawnSync(ffmpeg, ['-hide_banner', '-filters'], { encoding: 'utf8' }).stdout ?? '';
  const encoders = spawnSync(ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  const has = (list, name) => new RegExp(`\\s${name}\\s`).test(list);
  return {
    drawtext: has(filters, 'drawtext'),
    vp9: has(encoders, 'libvpx-vp9'),
    opus: has(encoders, 'libopus'),
    x264: has(encoders, 'libx264'),
    aac: has(encoders, 'aac'),
  };
}

export function findFont() {
  if (process.env.DEMO_FONT_FILE && existsSync(process.env.DEMO_FONT_FILE)) return process.env.DEMO_FONT_FILE;
  const matched = spawnSync('fc-match', ['-f', '%{file}', 'sans-serif:bold'], { encoding: 'utf8' });
  if (matched.status === 0 && matched.stdout && existsSync(matched.stdout.trim())) return matched.stdout.trim();
  const known = [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
    '/Library/Fonts/Arial Bold.ttf',
    '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
    'C:\\Windows\\Fonts\\arialbd.ttf',
  ];
  return known.find((file) => existsSync(file));
}
