import { describe, expect, it } from 'vitest';
import { writeOffline } from './builtin-writer';
import { prepareMaterial } from './material';

const MATERIAL = [
  'Honey bees dance to tell the hive where flowers are.',
  'The waggle dance points towards the sun to give a direction.',
  'A longer waggle means the flowers are further away.',
  'Bumblebees do not dance and instead leave scent marks on flowers.',
  'Beekeepers move hives to orchards in spring to pollinate fruit trees.',
  'Almond orchards in California rent more than a million hives each year.',
  'Pesticides called neonicotinoids harm the memory of foraging bees.',
  'Varroa mites spread viruses that weaken whole colonies over winter.',
].join(' ');

const input = {
  topic: 'Bees',
  sourceText: MATERIAL,
  language: 'en-US',
  tone: 'Casual',
  speakers: ['Asha', 'Ravi'],
  minutes: 1,
};

describe('the offline writer and formats', () => {
  it('frames a Critique as a review and a Debate as two sides, after the greeting', () => {
    const critique = writeOffline({ ...input, format: 'critique' }).lines.map((l) => l.text);
    expect(critique.slice(0, 4).join(' ')).toContain('what it does well, where it falls short, and what it leaves out');
    const debate = writeOffline({ ...input, format: 'debate' }).lines;
    expect(debate.some((l) => l.speaker === 'Asha' && l.text.includes('Ravi takes the other side'))).toBe(true);
    const deepDive = writeOffline(input).transcript;
    expect(deepDive).not.toMatch(/takes the other side|falls short/);
  });

  it('leaves other languages with their own opening', () => {
    const german = writeOffline({ ...input, language: 'de-DE', format: 'critique' }).transcript;
    expect(german).not.toContain('falls short');
  });

  it('prefers the sentences that match the focus when the material is longer than the script', () => {
    const base = { topic: 'Bees', sourceText: MATERIAL, language: 'en-US' };
    const texts = (focus?: string) => prepareMaterial({ ...base, focus }, 30).points.map((p) => p.text);
    const mentions = (points: string[]) => points.filter((t) => /Varroa|neonicotinoid/i.test(t)).length;
    expect(mentions(texts('varroa mites and pesticides'))).toBeGreaterThan(mentions(texts()));
  });
});
