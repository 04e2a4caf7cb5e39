import { seedPlans } from '../../modules/billing/billing.seed';
import { seedOptions } from '../../modules/options/options.seed';
import { seedVoices } from '../../modules/voices/voices.seed';
import type { Db } from './client';

/** Idempotent: safe on every start and from several processes. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedOptions(db);
  await seedPlans(db);
  await seedVoices(db);
}
