import {
  GENERAL_CONVERSATION_NOTICE,
  type ResearchPreview,
  type ResearchSource,
  researchPreview,
} from '@podloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiConfig } from '../../api/api-config';
import { restRequest } from '../../api/rest';

/**
 * Before anything is written, the home screen asks the server what it would base a topic-only script
 * on (POST /generate/research, which researches and keeps the answer for the generation that follows). The
 * answer decides what is said beside Generate Script: the sources ("Based on: …"), or that the conversation
 * will be general.
 */
export interface ResearchQuery {
  topic: string;
  description?: string;
  language: string;
}

export async function fetchResearchPreview(query: ResearchQuery): Promise<ResearchPreview> {
  const answer = await restRequest<unknown>('/generate/research', {
    body: query,
    baseUrl: apiConfig().generationBaseUrl,
  });
  return researchPreview.parse(answer);
}

export type ResearchNotice =
  | { kind: 'none' }
  | { kind: 'general'; message: string }
  | { kind: 'based-on'; sources: ResearchSource[] };

/** What to say beside the button: nothing while the user's own material is set or nothing is known yet. */
export function researchNoticeFor(preview: ResearchPreview | undefined, hasSourceMaterial: boolean): ResearchNotice {
  if (hasSourceMaterial || !preview) return { kind: 'none' };
  if (preview.status === 'found' && preview.sources.length) return { kind: 'based-on', sources: preview.sources };
  if (preview.general) return { kind: 'general', message: GENERAL_CONVERSATION_NOTICE };
  return { kind: 'none' };
}

/** Waits for typing to pause, so a preview is asked for once per topic rather than per keystroke. */
export const PREVIEW_DELAY_MS = 600;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function useResearchPreview(query: ResearchQuery, enabled: boolean): ResearchPreview | undefined {
  const settled = useSettled(
    JSON.stringify({
      topic: query.topic.trim(),
      description: query.description?.trim() || undefined,
      language: query.language,
    }),
    PREVIEW_DELAY_MS,
  );
  const parsed = JSON.parse(settled) as ResearchQuery;
  const result = useQuery({
    queryKey: ['research-preview', settled],
    queryFn: () => fetchResearchPreview(parsed),
    enabled: enabled && parsed.topic.length > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });
  // A preview that failed says nothing: the generation itself still works and reports its own problems.
  return result.data;
}
