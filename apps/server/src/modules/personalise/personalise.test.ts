import { isFailedResult } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { readEvents } from '../../test/sse';
import { useTestApp } from '../../test/use-test-app';
import { createSession, createUser } from '../auth/testing/factories';
import { extractSourceText } from '../generation';
import { PersonaliseService } from './personalise.service';

let t: TestApp;
let token: string;
let otherToken: string;

useTestApp((app) => {
  t = app;
});
beforeEach(async () => {
  token = (await createSession(t.services, await createUser(t.services.db))).accessToken;
  otherToken = (await createSession(t.services, await createUser(t.services.db))).accessToken;
});

const BASE = '/api/podloom/v1/personalise';
const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });

async function call(method: 'GET' | 'POST', path: string, body?: unknown, tk = token) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...auth(tk), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function upload(form: string, name: string, content: string | Uint8Array<ArrayBuffer>) {
  const data = new FormData();
  data.append('file', new Blob([content]), name);
  const response = await fetch(`${t.url}${BASE}/uploads/${form}`, { method: 'POST', headers: auth(), body: data });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A multipart upload written by hand, so the file name can carry what a browser's FormData would not send. */
async function uploadRaw(form: string, disposition: string, content: string) {
  const boundary = '----podloom-test-boundary';
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; ${disposition}`,
    'Content-Type: text/plain',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const response = await fetch(`${t.url}${BASE}/uploads/${form}`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const ANSWERS = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  age: '34',
  gender: 'Female',
  country: 'India',
  profession: 'Radio producer',
  interests: 'water, villages',
  podcastTitle: 'Water for every village',
  description: 'How one engineer brought wells back to life.',
  guestName: 'Meera Kapoor',
  guestBio: 'Meera Kapoor is a hydrologist from Jodhpur.',
  language: 'en-IN',
  category: 'Science',
  duration: '5000',
  speakers: '3',
  speaker3Name: 'Kiran Das',
  speaker4Name: '',
};

describe('personalise answers', () => {
  it('saves the answers and gives them back, to their owner only', async () => {
    const empty = await call('GET', BASE);
    expect(empty.status).toBe(200);
    expect(empty.body.answers.guestName).toBe('');
    expect(empty.body.updatedAt).toBeNull();

    const saved = await call('POST', BASE, { answers: ANSWERS });
    expect(saved.status).toBe(200);
    expect(saved.body.answers).toEqual(ANSWERS);
    expect((await call('GET', BASE)).body.answers).toEqual(ANSWERS);
    expect((await call('GET', BASE, undefined, otherToken)).body.answers.guestName).toBe('');
  });

  it('refuses an invalid e-mail or age with the sentence, and keeps what was saved', async () => {
    await call('POST', BASE, { answers: ANSWERS });
    const badEmail = await call('POST', BASE, { answers: { ...ANSWERS, email: 'asha@', guestName: 'Changed' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address.');
    const badAge = await call('POST', BASE, { answers: { ...ANSWERS, age: '400' } });
    expect(badAge.body.message).toBe('Please enter an age between 1 and 120.');
    expect((await call('GET', BASE)).body.answers.guestName).toBe('Meera Kapoor');
  });
});

describe('the guest info pack', () => {
  it.each([
    ['knowledge', 'Knowledge Form', 'Three things listeners should take away'],
    ['voice-script', 'Voice Script Form', 'the cheap watch, the beige jacket'],
  ])('writes the %s form as a PDF that parses and as text, from the answers so far', async (form, title, line) => {
    await call('POST', BASE, { answers: ANSWERS });
    const pdf = await fetch(`${t.url}${BASE}/forms/${form}?format=pdf`, { headers: auth() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${title.replace(/ /g, '-')}.pdf`);
    const pdfText = await extractSourceText({
      file: { name: 'form.pdf', bytes: new Uint8Array(await pdf.arrayBuffer()) },
    });
    expect(pdfText).toContain(title);
    expect(pdfText).toContain('Meera Kapoor');
    expect(pdfText).toContain('Water for every village');
    expect(pdfText.replace(/\s+/g, ' ')).toContain(line);

    const text = await fetch(`${t.url}${BASE}/forms/${form}?format=txt`, { headers: auth() });
    expect(text.headers.get('content-type')).toContain('text/plain');
    const body = await text.text();
    expect(body).toContain('Guest: Meera Kapoor');
    expect(body).toContain('Host: Asha Rao (asha@example.com)');
  });

  it('refuses a form that does not exist', async () => {
    const response = await call('GET', `${BASE}/forms/recipe`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('There is no such form.');
  });
});

describe('guest uploads', () => {
  const KNOWLEDGE = [
    'KNOWLEDGE FORM',
    '1. YOUR NAME AS IT SHOULD BE SAID ON AIR, AND YOUR ROLE',
    '______________________________________________',
    'Since 2011 my team has restored 412 stepwells across the Thar desert.',
    'Each restored stepwell stores about 9 million litres of monsoon water for the dry months.',
    'We train village women as well keepers, and 230 of them now run the wells themselves.',
  ].join('\n');

  it('stores a filled-in form, extracts its text, and grounds a generated script in it', async () => {
    await call('POST', BASE, { answers: ANSWERS });
    const uploaded = await upload('knowledge', 'knowledge-form.txt', KNOWLEDGE);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.uploads).toEqual([
      expect.objectContaining({ form: 'knowledge', name: 'knowledge-form.txt', characters: KNOWLEDGE.length }),
    ]);
    // The autosave after an upload keeps the upload (rows are merged, not replaced).
    await call('POST', BASE, { answers: { ...ANSWERS, guestBio: 'A hydrologist.' } });
    const { body: view } = await call('GET', BASE);
    expect(view.uploads).toHaveLength(1);
    expect(view.material).toContain('412 stepwells');
    expect(view.material).not.toMatch(/KNOWLEDGE FORM|YOUR NAME AS IT|___/);
    expect(view.material).toContain('A hydrologist.');

    const started = await call('POST', '/generate/script', {
      topic: ANSWERS.podcastTitle,
      description: ANSWERS.description,
      host: ANSWERS.fullName,
      guest: ANSWERS.guestName,
      no_of_speaker: 2,
      duration: 5,
      source_text: view.material,
    });
    expect(started.status).toBe(200);
    const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, token);
    const final = events.at(-1) as { result: { message: string; podcast_id: number | string } };
    expect(isFailedResult(final.result)).toBe(false);
    expect(final.result.message).toMatch(
      /stepwells across the Thar desert|million litres of monsoon water|well keepers/,
    );
  });

  it('refuses a file with no text in it and keeps the previous upload', async () => {
    await upload('knowledge', 'knowledge-form.txt', KNOWLEDGE);
    const refused = await upload('knowledge', 'photo.png', new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please upload a .txt, .md, .pdf, .docx, .epub or .html file.');
    const { body } = await call('GET', BASE);
    expect(body.uploads.map((u: { name: string }) => u.name)).toEqual(['knowledge-form.txt']);
  });
  it('stores an upload whose file name has a NUL under the name without it, and leaves no file behind', async () => {
    const uploaded = await uploadRaw('knowledge', "filename*=UTF-8''a%00b.txt", KNOWLEDGE);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.uploads).toEqual([
      expect.objectContaining({ form: 'knowledge', name: 'ab.txt', characters: KNOWLEDGE.length }),
    ]);
    expect((await call('GET', BASE)).body.uploads.map((u: { name: string }) => u.name)).toEqual(['ab.txt']);
  });

  it('removes the stored file again when the database write after it fails', async () => {
    const user = await createUser(t.services.db);
    const failing = Object.create(t.services.db, {
      insert: {
        value: () => {
          throw new Error('database unavailable');
        },
      },
    }) as typeof t.services.db;
    const service = new PersonaliseService({ db: failing, storage: t.services.storage }, async () => KNOWLEDGE);
    await expect(
      service.upload(user.id, 'knowledge', { name: 'knowledge-form.txt', bytes: Buffer.from(KNOWLEDGE) }),
    ).rejects.toThrow('database unavailable');
    const left = [];
    for await (const file of t.services.storage.list(`personalise/${user.id}/`)) left.push(file);
    expect(left).toEqual([]);
  });
});
