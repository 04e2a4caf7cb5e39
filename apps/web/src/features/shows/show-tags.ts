import { showTagsInput } from '@podloom/contract';
import { rssFormFromFeed, type Show, showInputOf } from '../publish';

/** The Feed tags form: the tags apps read and the AI-disclosure statement, as text fields. */
export interface ShowTagValues {
  locked: boolean;
  fundingUrl: string;
  fundingText: string;
  aiDisclosure: string;
  txt: Array<{ purpose: string; value: string }>;
}

export type ShowTagField = Exclude<keyof ShowTagValues, 'txt'> | 'txt';

export function showTagValuesOf(show: Show): ShowTagValues {
  return {
    locked: show.locked,
    fundingUrl: show.fundingUrl ?? '',
    fundingText: show.fundingText,
    aiDisclosure: show.aiDisclosure,
    txt: show.txt.map((record) => ({ purpose: record.purpose ?? '', value: record.value })),
  };
}

/** The tags as updateShow takes them; records left wholly empty are dropped. */
export function showTagsPayload(values: ShowTagValues) {
  return {
    locked: values.locked,
    fundingUrl: values.fundingUrl.trim(),
    fundingText: values.fundingText.trim(),
    aiDisclosure: values.aiDisclosure.trim(),
    txt: values.txt
      .filter((record) => record.purpose.trim() || record.value.trim())
      .map((record) => ({ purpose: record.purpose.trim() || null, value: record.value.trim() })),
  };
}

/** The server's rules and sentences, checked before sending: the first message per field. */
export function validateShowTags(values: ShowTagValues): Partial<Record<ShowTagField, string>> {
  const parsed = showTagsInput.safeParse(showTagsPayload(values));
  if (parsed.success) return {};
  const errors: Partial<Record<ShowTagField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as ShowTagField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** updateShow takes the whole show form: the show's current details with the new tags. */
export function showUpdateWithTags(show: Show, values: ShowTagValues) {
  const generatedCover = show.podcastImageUrl.includes(`/feeds/${show.id}/`);
  return { ...showInputOf(rssFormFromFeed(show, generatedCover)), ...showTagsPayload(values) };
}
