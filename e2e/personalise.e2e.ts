import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseTranscript } from '@podloom/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUpAndLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { server as app, downloads, page, useBrowserHarness } from './support/harness';
import { REPO_ROOT } from './support/server';

/*
 * /personlize: answers autosave to the server and survive a reload; the guest forms download as PDFs that
 * parse and carry the answers; a filled-in form uploaded in step 3 grounds the script Generate Script writes.
 */

useBrowserHarness({ downloads: true });
beforeEach(async () => {
  await signUpAndLogin(page, app, { givenName: 'Asha' });
});

const SAVED = /All changes saved/;
const note = () => page.getByRole('status').filter({ hasText: /saved|Auto-saving|Not saved/ });

async function fillGeneral() {
  await page.goto('/personlize');
  await page.getByRole('heading', { name: 'Personalize your Podcast-AI in Everyday Life' }).waitFor();
  await page.getByLabel('Full name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await page.getByLabel('Age', { exact: true }).fill('34');
  await page.getByLabel('Profession', { exact: true }).fill('Radio producer');
  await page.getByLabel('Podcast title', { exact: true }).fill('Water for every village');
  await page.getByLabel('Description', { exact: true }).fill('How one hydrologist brought old wells back to life.');
  await page.getByLabel('Guest name', { exact: true }).fill('Meera Kapoor');
  await page.getByLabel('Guest bio', { exact: true }).fill('Meera Kapoor is a hydrologist from Jodhpur.');
  await expect.poll(() => note().textContent(), { timeout: 15_000 }).toMatch(SAVED);
}

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(file)),
    standardFontDataUrl: join(REPO_ROOT, 'node_modules/pdfjs-dist/standard_fonts/'),
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

/** Downloads a guest form as a PDF written from the answers, then edits its text preview and downloads that. */
async function downloadAndPreview(form: string, line: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download Form: ${form}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${form.replace(/ /g, '-')}.pdf`);
  const file = join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await pdfText(file)).replace(/\s+/g, ' ');
  expect(text).toContain(form);
  expect(text).toContain('Meera Kapoor');
  expect(text).toContain('Water for every village');
  expect(text).toContain(line);

  await page.getByRole('button', { name: `Edit/Preview: ${form}` }).click();
  const dialog = page.getByRole('dialog', { name: form });
  const area = dialog.getByLabel('Form text');
  await expect.poll(() => area.inputValue()).toContain('Guest: Meera Kapoor');
  await expectNoAxeViolations(page, `${form} preview`);
  await area.fill(`${await area.inputValue()}\nA note from Asha.`);
  const [edited] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download as text' }).click(),
  ]);
  const editedFile = join(downloads, `edited-${edited.suggestedFilename()}`);
  await edited.saveAs(editedFile);
  expect(await readFile(editedFile, 'utf8')).toContain('A note from Asha.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Personalise (spec 000 §2, spec 001 §2)', () => {
  it('autosaves the answers to the server: a reload finds them, and an unfinished e-mail is not saved', async () => {
    await fillGeneral();
    await expectNoAxeViolations(page, '/personlize step 1');
    await page.getByLabel('Email', { exact: true }).fill('asha@');
    await expect.poll(() => note().textContent(), { timeout: 15_000 }).toContain('Please enter a valid email address.');

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Guest name', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('Meera Kapoor');
    expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe('Asha Rao');
    expect(await page.getByLabel('Podcast title', { exact: true }).inputValue()).toBe('Water for every village');
    // The last valid address stays saved.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('asha@example.com');
    expect(await note().textContent()).toMatch(SAVED);
  });

  it('downloads both guest forms as PDFs written from the answers, and previews them as text', async () => {
    await fillGeneral();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Step 2: Get Guest Info Pack' }).waitFor();
    await expectNoAxeViolations(page, '/personlize step 2');
    for (const [form, line] of [
      ['Knowledge Form', 'Three things listeners should take away'],
      ['Voice Script Form', 'the cheap watch, the beige jacket'],
    ] as const) {
      await downloadAndPreview(form, line);
    }
  });

  it('reads an uploaded form and writes the script from it', async () => {
    await fillGeneral();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Step 3: Upload Guest Info' }).waitFor();
    const filled = join(downloads, 'knowledge-answers.txt');
    await writeFile(
      filled,
      [
        'Since 2011 my team has restored 412 stepwells across the Thar desert.',
        'Each restored stepwell stores about 9 million litres of monsoon water for the dry months.',
        'We train village women as well keepers, and 230 of them now run the wells themselves.',
      ].join('\n'),
    );
    await page.locator('.pl-personalise__upload').first().locator('input[type=file]').setInputFiles(filled);
    await expect
      .poll(() => page.getByTestId('uploaded-knowledge').textContent(), { timeout: 20_000 })
      .toContain('knowledge-answers.txt');
    await expectNoAxeViolations(page, '/personlize step 3');

    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.waitForURL('**/create-podcast', { timeout: 60_000 });
    const transcript = await page.evaluate(() => localStorage.getItem('podloom-podcast-workspace'));
    const lines = (
      JSON.parse(transcript ?? '{}') as { state: { scriptData: Array<{ speaker: string; text: string }> } }
    ).state.scriptData;
    const text = lines.map((l) => `${l.speaker}: ${l.text}`).join('\n');
    expect(new Set(parseTranscript(text).map((l) => l.speaker))).toEqual(new Set(['Asha Rao', 'Meera Kapoor']));
    expect(text).toMatch(/stepwells across the Thar desert|million litres of monsoon water|well keepers/);
  });
});
