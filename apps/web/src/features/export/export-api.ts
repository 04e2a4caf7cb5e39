import { TIMINGS } from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import type { FeatureOption } from '../options';
import type { LoudnessReport } from './loudness';

/** Spec 000 §3 "Export input" (plus the quality the seeded `quality_of_audio` options offer for mp3). */
export interface ConvertAudioInput {
  podcastId: number | null;
  format: string;
  /** kbps, for mp3, ogg and m4a. */
  quality?: number;
  /** Hz and bits, for wav and flac. */
  sampleRate?: number;
  bitDepth?: number;
}

/** Spec 000 §3 "Export input" response. */
export interface ConvertAudioResult {
  status: string;
  message: string;
  newFileUrl: string;
  /** Measured on the exported file. */
  loudness?: LoudnessReport | null;
}

const CONVERT_AUDIO = graphql(`mutation ConvertAudio($input: ConvertAudioInput!) {
  convertAudio(input: $input) { status message newFileUrl loudness { integrated truePeak range } }
}`);

export async function convertAudio(input: ConvertAudioInput): Promise<ConvertAudioResult> {
  const data = await graphqlRequest(CONVERT_AUDIO, { input });
  return data.convertAudio;
}

export interface ExportOptions {
  formats: FeatureOption[];
  qualities: FeatureOption[];
}

const EXPORT_OPTIONS = graphql(`query ExportOptions {
  formats: featureOptions(featureKey: "audio_format") { name optionKey displayOrder }
  qualities: featureOptions(featureKey: "quality_of_audio") { name optionKey displayOrder }
}`);

const byDisplayOrder = (a: FeatureOption, b: FeatureOption) => a.displayOrder - b.displayOrder;

/** The seeded `audio_format` and `quality_of_audio` options; a failed fetch gives empty lists (spec 000 §8). */
export async function fetchExportOptions(): Promise<ExportOptions> {
  try {
    const data: Partial<ExportOptions> = await graphqlRequest(EXPORT_OPTIONS, {});
    return {
      formats: [...(data.formats ?? [])].sort(byDisplayOrder),
      qualities: [...(data.qualities ?? [])].sort(byDisplayOrder),
    };
  } catch (error) {
    console.error('Failed to load the export options.', error);
    return { formats: [], qualities: [] };
  }
}

export function useExportOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: ['feature-options', 'export'],
    queryFn: fetchExportOptions,
    staleTime: TIMINGS.dropdownCacheMs,
    gcTime: TIMINGS.dropdownCacheMs,
    enabled,
  });
  return { options: query.data ?? { formats: [], qualities: [] }, loading: query.isPending };
}
