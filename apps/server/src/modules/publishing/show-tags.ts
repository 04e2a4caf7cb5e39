import type { ShowTags } from '@podloom/contract';
import { DESCRIPTION_MAX_BYTES, truncateBytes } from './feed-xml';
import type { FeedRow, NewFeed } from './publishing.repository';

type TagFields = Pick<NewFeed, 'locked' | 'fundingUrl' | 'fundingText' | 'txtRecords' | 'aiDisclosure'>;

/**
 * The columns a validated tags input sets: a field left out keeps the show's value; an empty support link removes
 * the funding tag with its words.
 */
export function tagFieldsOf(tags: ShowTags): Partial<TagFields> {
  const fields: Partial<TagFields> = {};
  if (tags.locked !== null && tags.locked !== undefined) fields.locked = tags.locked;
  if (tags.fundingText !== null && tags.fundingText !== undefined) fields.fundingText = tags.fundingText;
  if (tags.fundingUrl !== null && tags.fundingUrl !== undefined) {
    fields.fundingUrl = tags.fundingUrl || null;
    if (!tags.fundingUrl) fields.fundingText = '';
  }
  if (tags.txt !== null && tags.txt !== undefined) fields.txtRecords = tags.txt;
  if (tags.aiDisclosure !== null && tags.aiDisclosure !== undefined) fields.aiDisclosure = tags.aiDisclosure;
  return fields;
}

/** Only the fields that differ from the show's (the text records compared by value). */
export function changedTagFields(show: FeedRow, fields: Partial<TagFields>): Partial<TagFields> {
  const changes: Partial<TagFields> = {};
  for (const [field, value] of Object.entries(fields) as Array<[keyof TagFields, unknown]>) {
    if (JSON.stringify(show[field]) !== JSON.stringify(value)) (changes as Record<string, unknown>)[field] = value;
  }
  return changes;
}

/**
 * An episode's description with the show's AI-disclosure statement at its end, cut so that the statement survives
 * the description's byte limit; unchanged when the statement is off.
 */
export function withDisclosure(description: string, disclosure: string): string {
  const statement = disclosure.trim();
  if (!statement) return description;
  const suffix = `\n\n${statement}`;
  return `${truncateBytes(description, DESCRIPTION_MAX_BYTES - Buffer.byteLength(suffix, 'utf8'))}${suffix}`;
}
