import { API_BASE, type ClonedVoiceReply, clonedVoiceReply } from '@podloom/contract';
import { apiConfig, resolveUrl } from '../../api/api-config';
import { ApiError } from '../../api/api-error';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { restRequest } from '../../api/rest';

/** POST /voices/clone (multipart): the sample, its language and the consent; named later (a draft until then). */
export async function cloneVoice(input: { file: File; language: string; consent: boolean }): Promise<ClonedVoiceReply> {
  const body = new FormData();
  body.append('language', input.language);
  body.append('consent', String(input.consent));
  body.append('file', input.file, input.file.name);
  const answer = await restRequest<unknown>(`${API_BASE}/voices/clone`, { body });
  const parsed = clonedVoiceReply.safeParse(answer);
  if (!parsed.success) throw new ApiError('Podloom answered the request in a way we do not understand.', 200, answer);
  return parsed.data;
}

const NAME_CLONE = graphql(`mutation NameClonedVoice($optionKey: String!, $name: String!, $gender: String!) {
  nameClonedVoice(optionKey: $optionKey, name: $name, gender: $gender) {
    voice { optionKey name gender named }
  }
}`);

export async function nameClonedVoice(optionKey: string, name: string, gender: string): Promise<void> {
  await graphqlRequest(NAME_CLONE, { optionKey, name, gender });
}

const DELETE_CLONE = graphql(`mutation DeleteClonedVoice($optionKey: String!) {
  deleteClonedVoice(optionKey: $optionKey) { success }
}`);

/** Deletes a clone here and at its provider (a draft the user walked away from, or a voice they remove). */
export async function deleteClonedVoice(optionKey: string): Promise<void> {
  await graphqlRequest(DELETE_CLONE, { optionKey });
}

/** The 'Get Voice Script Form' download: the passage to read aloud in that language. */
export const voiceScriptUrl = (language: string) =>
  resolveUrl(apiConfig().apiBaseUrl, `${API_BASE}/voices/script/${encodeURIComponent(language)}`);
