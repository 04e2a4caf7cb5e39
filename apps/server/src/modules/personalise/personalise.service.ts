import {
  type GuestForm,
  type GuestUpload,
  type PersonaliseAnswers,
  type PersonaliseView,
  personaliseAnswers,
  wellFormedText,
} from '@podloom/contract';
import type { AppServices } from '../../platform/services';
import { guestFormDocument, guestFormPdf, guestFormText } from './guest-forms';
import { findPersonalisation, mergePersonalisation } from './personalise.repository';
import type { PersonalisationAnswerMap, StoredGuestUpload } from './personalise.schema';

/** Reads text out of an uploaded document: the generation module's source extractor (txt, md, pdf). */
export type ExtractText = (file: { name: string; bytes: Uint8Array }) => Promise<string>;

const uploadKey = (form: GuestForm) => `upload:${form}` as const;
const FORMS: GuestForm[] = ['knowledge', 'voice-script'];

export interface GuestFormFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The guest info a script is grounded in: the guest's biography, then what the guest wrote in each uploaded form,
 * without the form's own questions and writing lines (a filled-in form comes back with them). Written as plain
 * prose, because the writer may read any sentence of it out. Empty when nothing is known yet.
 */
export function groundingMaterial(answers: PersonaliseAnswers, uploads: StoredGuestUpload[]): string {
  const scaffold = new Set(
    (['knowledge', 'voice-script'] as const)
      .flatMap((form) => guestFormText(guestFormDocument(form, answers)).split('\n'))
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  const answersOnly = (text: string) =>
    text
      .split('\n')
      .filter((line) => !/^[_\s.-]*$/.test(line) && !scaffold.has(line.trim().toLowerCase()))
      .join('\n');
  return [answers.guestBio.trim(), ...uploads.map((upload) => answersOnly(upload.text).trim())]
    .filter(Boolean)
    .join('\n\n');
}

/** Personalise (spec 001 §2): the autosaved answers, the guest forms, and the guest's uploads. */
export class PersonaliseService {
  constructor(
    private readonly services: Pick<AppServices, 'db' | 'storage'>,
    private readonly extractText: ExtractText,
  ) {}

  async view(userId: number): Promise<PersonaliseView> {
    const row = await findPersonalisation(this.services.db, userId);
    const answers = personaliseAnswers.parse(withoutUploads(row?.answers ?? {}));
    const uploads = uploadsOf(row?.answers ?? {});
    return {
      answers,
      uploads: uploads.map(publicUpload),
      material: groundingMaterial(answers, uploads),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Autosave: the whole form as it is now (validated by the contract's schema before it gets here). */
  async save(userId: number, answers: PersonaliseAnswers): Promise<PersonaliseView> {
    await mergePersonalisation(this.services.db, userId, answers);
    return this.view(userId);
  }

  /** Stores a filled-in form and the text found in it; a file with no readable text is refused and nothing changes. */
  async upload(userId: number, form: GuestForm, file: { name: string; bytes: Buffer }): Promise<PersonaliseView> {
    const text = await this.extractText({ name: file.name, bytes: file.bytes });
    const name = uploadNameOf(file.name);
    const safeName = name.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(-100) || 'guest-info';
    const key = `personalise/${userId}/${form}/${Date.now()}-${safeName}`;
    await this.services.storage.put(key, file.bytes);
    let previous: StoredGuestUpload | undefined;
    try {
      previous = (await findPersonalisation(this.services.db, userId))?.answers[uploadKey(form)];
      const stored: StoredGuestUpload = {
        form,
        name,
        characters: text.length,
        uploadedAt: new Date().toISOString(),
        key,
        text,
      };
      await mergePersonalisation(this.services.db, userId, { [uploadKey(form)]: stored });
    } catch (error) {
      // Nothing refers to the file we just stored: remove it rather than leave an orphan in storage.
      await this.services.storage.delete(key).catch(() => undefined);
      throw error;
    }
    if (previous && previous.key !== key) await this.services.storage.delete(previous.key).catch(() => undefined);
    return this.view(userId);
  }

  /** Step 2's documents, written from the answers saved so far: a PDF to print, or text to edit. */
  async guestForm(userId: number, form: GuestForm, format: 'pdf' | 'txt'): Promise<GuestFormFile> {
    const { answers } = await this.view(userId);
    const doc = guestFormDocument(form, answers);
    const base = doc.title.replace(/\s+/g, '-');
    if (format === 'pdf') {
      return { fileName: `${base}.pdf`, contentType: 'application/pdf', bytes: await guestFormPdf(doc) };
    }
    return {
      fileName: `${base}.txt`,
      contentType: 'text/plain; charset=utf-8',
      bytes: new TextEncoder().encode(guestFormText(doc)),
    };
  }
}

/**
 * The name shown for an upload: the file name as the browser sent it, without control characters (PostgreSQL cannot
 * store a NUL, and none belongs in a name) and with lone surrogates made well-formed, at most 200 characters.
 */
function uploadNameOf(fileName: string): string {
  const name = fileName
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  // Made well-formed after the cut, which may split a surrogate pair.
  return wellFormedText(name) || 'guest-info';
}

function withoutUploads(map: PersonalisationAnswerMap): Partial<PersonaliseAnswers> {
  const { 'upload:knowledge': _k, 'upload:voice-script': _v, ...answers } = map;
  return answers;
}

function uploadsOf(map: PersonalisationAnswerMap): StoredGuestUpload[] {
  return FORMS.map((form) => map[uploadKey(form)]).filter((u): u is StoredGuestUpload => Boolean(u));
}

const publicUpload = ({ form, name, characters, uploadedAt }: StoredGuestUpload): GuestUpload => ({
  form,
  name,
  characters,
  uploadedAt,
});
