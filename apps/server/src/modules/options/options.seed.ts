import { DEFAULT_TONES } from '@podloom/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { featureOptions, popularTopics } from './options.schema';

/** Seeded languages (DESIGN §6: 20+); every one has offline voices in eSpeak NG. */
export const SEED_LANGUAGES: ReadonlyArray<readonly [key: string, name: string]> = [
  ['en-IN', 'English (India)'],
  ['en-US', 'English (US)'],
  ['en-GB', 'English (UK)'],
  ['hi-IN', 'Hindi'],
  ['es-ES', 'Spanish (Spain)'],
  ['fr-FR', 'French (France)'],
  ['de-DE', 'German'],
  ['it-IT', 'Italian'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['nl-NL', 'Dutch'],
  ['sv-SE', 'Swedish'],
  ['pl-PL', 'Polish'],
  ['tr-TR', 'Turkish'],
  ['ru-RU', 'Russian'],
  ['ar-SA', 'Arabic'],
  ['ja-JP', 'Japanese'],
  ['ko-KR', 'Korean'],
  ['zh-CN', 'Chinese (Mandarin)'],
  ['id-ID', 'Indonesian'],
  ['vi-VN', 'Vietnamese'],
  ['bn-IN', 'Bengali'],
  ['ta-IN', 'Tamil'],
  ['te-IN', 'Telugu'],
  ['mr-IN', 'Marathi'],
  ['gu-IN', 'Gujarati'],
];

const CATEGORIES = [
  'Business',
  'Tech',
  'Education',
  'Health',
  'Science',
  'News',
  'Society & Culture',
  'History',
  'Arts',
  'Comedy',
  'Sports',
  'True Crime',
  'Kids & Family',
  'Entertainment',
];

/** Duration keys are thousandths of minutes (spec 000 §9). */
const DURATIONS: ReadonlyArray<readonly [string, string]> = [
  ['2000', '2 Minutes'],
  ['3000', '3 Minutes'],
  ['5000', '5 Minutes'],
  ['10000', '10 Minutes'],
  // Long form (the wizard of spec 000 offers 15/30/45/60 minutes).
  ['15000', '15 Minutes'],
  ['30000', '30 Minutes'],
  ['45000', '45 Minutes'],
  ['60000', '60 Minutes'],
];

const AUDIO_FORMATS: ReadonlyArray<readonly [string, string]> = [
  ['mp3', 'MP3'],
  ['wav', 'WAV'],
  ['ogg', 'OGG (Opus)'],
  ['m4a', 'M4A (AAC)'],
  ['flac', 'FLAC'],
];

const QUALITIES: ReadonlyArray<readonly [string, string]> = [
  ['64', '64 kbps'],
  ['128', '128 kbps'],
  ['192', '192 kbps'],
  ['320', '320 kbps'],
];

const POPULAR_TOPICS = [
  'The future of artificial intelligence',
  'How to start a small business',
  'Climate change and renewable energy',
  'Mental health in the workplace',
  'The history of the internet',
  'Personal finance for beginners',
  'Space exploration and Mars missions',
  'Healthy eating habits',
  'Remote work and productivity',
  'Cryptocurrency explained',
  'The science of sleep',
  'Electric vehicles',
  'Learning a new language',
  'Social media and society',
  'Startup fundraising',
  'Mindfulness and meditation',
  'The rise of e-sports',
  'Cybersecurity basics',
  'Sustainable fashion',
  'The future of education',
  'Travel on a budget',
  'Quantum computing for everyone',
];

export function seedOptionRows() {
  const rows: Array<{ featureKey: string; optionKey: string; name: string; displayOrder: number }> = [];
  const add = (featureKey: string, entries: ReadonlyArray<readonly [string, string]>) => {
    entries.forEach(([optionKey, name], i) => {
      rows.push({ featureKey, optionKey, name, displayOrder: i + 1 });
    });
  };
  add('language', SEED_LANGUAGES);
  add('speakers', [
    ['1', '1 Speaker'],
    ['2', '2 Speakers'],
  ]);
  add(
    'category',
    CATEGORIES.map((c) => [c, c] as const),
  );
  add('duration', DURATIONS);
  add(
    'tone',
    DEFAULT_TONES.map((t) => [t, t] as const),
  );
  add('audio_format', AUDIO_FORMATS);
  add('quality_of_audio', QUALITIES);
  return rows;
}

export async function seedOptions(db: Db): Promise<void> {
  await db
    .insert(featureOptions)
    .values(seedOptionRows())
    .onConflictDoUpdate({
      target: [featureOptions.featureKey, featureOptions.optionKey],
      set: { name: sql`excluded.name`, displayOrder: sql`excluded.display_order` },
    });
  await db
    .insert(popularTopics)
    .values(POPULAR_TOPICS.map((name, i) => ({ name, ranking: i + 1 })))
    .onConflictDoNothing();
}
