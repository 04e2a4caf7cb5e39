/**
 * The demo video's title cards: the landing's promise and its four steps (spec 000 §2). Each card is shown for
 * CARD_SECONDS with its own tone.
 */
export const CARD_SECONDS = 3.5;
export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 25;

export const CARDS = [
  {
    eyebrow: 'AI PODCAST STUDIO',
    lines: ['Your Podcast, Crafted', 'at the Snap of a Finger!'],
    sub: 'Ideas In, Podcasts Out',
  },
  { eyebrow: 'STEP 01', lines: ['Enter Your Prompt'], sub: 'Describe a topic or paste your notes' },
  { eyebrow: 'STEP 02', lines: ['Generate AI Script'], sub: 'Pick tone, length and speakers, then edit any line' },
  { eyebrow: 'STEP 03', lines: ['Choose from 20+ Languages'], sub: 'Give your host and guest their voices' },
  { eyebrow: 'STEP 04', lines: ['Publish Across Platforms'], sub: 'Render the audio and share it through RSS' },
  { eyebrow: 'READY?', lines: ['Create Your Podcast Now'], sub: 'Ideas In, Podcasts Out' },
];

/** One note per card (C major arpeggio), so every card has its own sound; silent at each card boundary. */
export const NOTES_HZ = [261.63, 329.63, 392.0, 440.0, 523.25, 392.0];

export const COLORS = {
  background: '0x100b26',
  eyebrow: '0xc9b8ff',
  title: 'white',
  sub: '0xffb29e',
  bars: ['0x7c4dff', '0x9f7aea', '0xff6b4a'],
};

export function totalSeconds() {
  return CARDS.length * CARD_SECONDS;
}

/** The audio: a soft note with a fifth above, enveloped to zero at each card's edges (no clicks). */
export function toneExpression() {
  const freq = NOTES_HZ.reduceRight(
    (rest, hz, i) => (i === NOTES_HZ.length - 1 ? String(hz) : `if(lt(t,${(i + 1) * CARD_SECONDS}),${hz},${rest})`),
    '',
  );
  const env = `pow(sin(PI*mod(t,${CARD_SECONDS})/${CARD_SECONDS}),2)`;
  return `0.18*${env}*(sin(2*PI*(${freq})*t)+0.35*sin(3*PI*(${freq})*t))`;
}
