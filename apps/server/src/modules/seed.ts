import type { Db } from '../platform/db/client';
import { seedPlans } from './billing';
import { seedOptions } from './options';
import { seedVoices } from './voices';

/** The seed order, at the composition level (platform/ knows no module, so it is handed in). Idempotent: safe on every start and from several processes. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedOptions(db);
  await seedPlans(db);
  await seedVoices(db);
}
