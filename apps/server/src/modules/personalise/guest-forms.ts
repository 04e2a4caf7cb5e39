import { GUEST_FORM_TITLES, type GuestForm, type PersonaliseAnswers } from '@podloom/contract';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { voiceScript } from '../voices';

export interface GuestFormDocument {
  title: string;
  /** Lines of the document; '' is a blank line, '# ' starts a heading, '_ ' a line to write on. */
  lines: string[];
}

const or = (value: string, fallback: string) => value.trim() || fallback;

function heading(form: GuestForm, a: PersonaliseAnswers): string[] {
  const show = or(a.podcastTitle, 'our podcast');
  const host = a.fullName.trim() ? `${a.fullName.trim()}${a.email.trim() ? ` (${a.email.trim()})` : ''}` : '';
  return [
    `# ${GUEST_FORM_TITLES[form]}`,
    `Podcast: ${show}`,
    `Guest: ${or(a.guestName, '(your name)')}`,
    ...(host ? [`Host: ${host}`] : []),
    ...(a.description.trim() ? ['', `About the episode: ${a.description.trim()}`] : []),
    '',
  ];
}

/** The Knowledge Form: what the guest knows and wants said, for the script to be grounded in. */
function knowledgeForm(a: PersonaliseAnswers): GuestFormDocument {
  const show = or(a.podcastTitle, 'the episode');
  return {
    title: GUEST_FORM_TITLES.knowledge,
    lines: [
      ...heading('knowledge', a),
      'Please answer in your own words and send the form back (PDF or text). The script is written from your answers.',
      '',
      ...(a.guestBio.trim() ? ['# What we know about you so far (please correct)', a.guestBio.trim(), ''] : []),
      '# 1. Your name as it should be said on air, and your role',
      '_ ',
      '# 2. In two or three sentences, what do you do?',
      '_ ',
      `# 3. Three things listeners should take away from ${show}`,
      '_ ',
      '# 4. A story or example from your work that you are happy to tell',
      '_ ',
      '# 5. Figures, dates or facts you would like mentioned, with their sources',
      '_ ',
      '# 6. Topics you would rather not discuss',
      '_ ',
      '# 7. Where listeners can find you (website, social media, books)',
      '_ ',
    ],
  };
}

/**
 * The Voice Script Form: how the guest speaks, and the voice-cloning passage of the episode's language (the voices
 * module's voice script, the same one 'Get Voice Script Form' gives) to read aloud for a voice sample.
 */
function voiceScriptForm(a: PersonaliseAnswers): GuestFormDocument {
  // The script's first paragraph is its own title: the form has a heading of its own.
  const [, ...passage] = voiceScript(a.language || 'en').text.split(/\n\s*\n/);
  return {
    title: GUEST_FORM_TITLES['voice-script'],
    lines: [
      ...heading('voice-script', a),
      'These answers help the script sound like you. The passage at the end is for a voice sample: read it aloud',
      'at your usual pace in a quiet room and record it (mp3 or wav, about a minute).',
      '',
      '# 1. How your name is pronounced (spell it as it sounds)',
      '_ ',
      '# 2. Words or phrases you often use',
      '_ ',
      '# 3. Formal or casual? Short answers or long stories?',
      '_ ',
      '# 4. Names, places or terms in your field that are easy to mispronounce',
      '_ ',
      '# Reading passage',
      ...passage.map((paragraph) => paragraph.trim()).filter(Boolean),
    ],
  };
}

export function guestFormDocument(form: GuestForm, answers: PersonaliseAnswers): GuestFormDocument {
  return form === 'knowledge' ? knowledgeForm(answers) : voiceScriptForm(answers);
}

/** Plain text (UTF-8): every language's letters survive, and any editor opens it. */
export function guestFormText(doc: GuestFormDocument): string {
  return `${doc.lines
    .map((line) => {
      if (line.startsWith('# ')) return `\n${line.slice(2).toUpperCase()}`;
      if (line.startsWith('_ ')) return '______________________________________________\n';
      return line;
    })
    .join('\n')
    .trim()}\n`;
}

/** The standard PDF fonts speak WinAnsi only: other letters are shown as '?' (the text version keeps them). */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** An A4 PDF of the form, with ruled lines to write answers on. */
export async function guestFormPdf(doc: GuestFormDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setProducer('Podloom');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [pageWidth, pageHeight, margin] = [595.28, 841.89, 56];
  const width = pageWidth - margin * 2;
  let page = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const need = (height: number) => {
    if (y - height >= margin) return;
    page = pdf.addPage([pageWidth, pageHeight]);
    y = pageHeight - margin;
  };
  doc.lines.forEach((line, index) => {
    if (line === '') {
      y -= 8;
      return;
    }
    if (line.startsWith('_ ')) {
      for (let i = 0; i < 3; i++) {
        need(22);
        y -= 22;
        page.drawLine({
          start: { x: margin, y },
          end: { x: margin + width, y },
          thickness: 0.5,
          color: rgb(0.6, 0.6, 0.6),
        });
      }
      y -= 10;
      return;
    }
    const isTitle = index === 0;
    const isHeading = line.startsWith('# ');
    const font = isHeading ? bold : regular;
    const size = isTitle ? 20 : isHeading ? 12 : 11;
    const text = encodable(font, isHeading ? line.slice(2) : line);
    for (const part of wrap(font, size, text, width)) {
      need(size * 1.5);
      y -= size * 1.5;
      page.drawText(part, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.15) });
    }
    if (isHeading && !isTitle) y -= 2;
  });
  return pdf.save();
}
