import {
  API_BASE,
  type GuestForm,
  MESSAGES,
  type PersonaliseAnswers,
  type PersonaliseView,
  personaliseView,
} from '@podloom/contract';
import { apiConfig, resolveUrl } from '../../api/api-config';
import { ApiError, messageFromBody } from '../../api/api-error';
import { authorizedFetch, readBody } from '../../api/http';
import { restRequest } from '../../api/rest';

const BASE = `${API_BASE}/personalise`;

function view(body: unknown): PersonaliseView {
  const parsed = personaliseView.safeParse(body);
  if (!parsed.success) throw new ApiError('Podloom answered in a way we do not understand.', 200, body);
  return parsed.data;
}

export async function fetchPersonalisation(): Promise<PersonaliseView> {
  return view(await restRequest<unknown>(BASE));
}

/** Autosave: the whole form as it is now. */
export async function savePersonalisation(answers: PersonaliseAnswers): Promise<PersonaliseView> {
  return view(await restRequest<unknown>(BASE, { method: 'POST', body: { answers } }));
}

export async function uploadGuestInfo(form: GuestForm, file: File): Promise<PersonaliseView> {
  const data = new FormData();
  data.append('file', file, file.name);
  return view(await restRequest<unknown>(`${BASE}/uploads/${form}`, { method: 'POST', body: data }));
}

/** A guest form written by the server from the saved answers: the file and the name it should be saved under. */
export async function fetchGuestForm(form: GuestForm, format: 'pdf' | 'txt'): Promise<{ blob: Blob; name: string }> {
  const url = resolveUrl(apiConfig().apiBaseUrl, `${BASE}/forms/${form}?format=${format}`);
  const response = await authorizedFetch(url, { method: 'GET' });
  if (!response.ok) {
    const payload = await readBody(response);
    throw new ApiError(messageFromBody(payload) ?? MESSAGES.httpError(response.status), response.status, payload);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${form}.${format}`;
  return { blob: await response.blob(), name };
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
