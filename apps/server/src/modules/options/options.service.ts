import { FEATURE_KEYS } from '@podloom/contract';
import { badRequest } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import type { VoicesService } from '../voices';
import { findOptions, findPopularTopics, optionExists } from './options.repository';

export interface FeatureOptionView {
  name: string;
  optionKey: string;
  displayOrder: number;
  voice: { name: string; gender: string; voice_type: string } | null;
}

export class OptionsService {
  constructor(
    private readonly services: Pick<AppServices, 'db'>,
    /** The voices feature's options are the voice catalogue's. */
    private readonly voices: Pick<VoicesService, 'voicesFor'>,
  ) {}

  async featureOptions(
    featureKey: string,
    languageCode: string | null,
    userId: number | null,
  ): Promise<FeatureOptionView[]> {
    if (!(FEATURE_KEYS as readonly string[]).includes(featureKey)) {
      throw badRequest(`Unknown feature key "${featureKey}".`);
    }
    if (featureKey === 'voices') {
      if (!languageCode) throw badRequest('Choose a language to see its voices.');
      const rows = await this.voices.voicesFor(languageCode, userId);
      return rows.map((v, i) => ({
        name: v.name,
        optionKey: v.optionKey,
        displayOrder: v.displayOrder || i + 1,
        voice: { name: v.name, gender: v.gender, voice_type: v.voiceType },
      }));
    }
    const rows = await findOptions(this.services.db, featureKey);
    return rows.map((o) => ({ name: o.name, optionKey: o.optionKey, displayOrder: o.displayOrder, voice: null }));
  }

  /** Whether a feature offers this option (the script request is checked against the catalogue). */
  optionExists(featureKey: string, optionKey: string): Promise<boolean> {
    return optionExists(this.services.db, featureKey, optionKey);
  }

  async popularTopics() {
    const rows = await findPopularTopics(this.services.db);
    return { items: rows.map((t) => ({ id: t.id, name: t.name, ranking: t.ranking })) };
  }
}
