import { createDeflate } from 'node:zlib';

/**
 * Test fixture: a valid one-page PDF whose FlateDecode content stream inflates to `inflatedBytes`, built with zlib as
 * a stream so the inflated bytes never exist at once in the test — a "decompression bomb".
 * `string`: one text operator whose string is that long (deflate's best ratio, about 1000:1; pdf.js builds it a
 * character at a time). `operators`: that many bytes of short text-showing operators (about 280:1; slow to parse).
 */
export async function decompressionBombPdf(inflatedBytes: number, shape: 'string' | 'operators'): Promise<Buffer> {
  const line = Buffer.from('BT /F1 12 Tf 72 720 Td (All work and no play makes a dull podcast.) Tj ET\n');
  // Whole periods only, so every chunk repeats the same pattern and deflate keeps its best ratio.
  const chunk =
    shape === 'string'
      ? Buffer.alloc(1024 * 1024, 'a')
      : Buffer.concat(Array.from({ length: Math.floor((1024 * 1024) / line.length) }, () => line));
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const write = async (bytes: Buffer) => {
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  if (shape === 'string') await write(Buffer.from('BT /F1 12 Tf 72 720 Td ('));
  for (let written = 0; written < inflatedBytes; written += chunk.length) await write(chunk);
  if (shape === 'string') await write(Buffer.from(') Tj ET\n'));
  deflate.end();
  await done;
  return pdfWithContent(Buffer.concat(parts));
}

/** A minimal PDF around one compressed content stream, with a correct cross-reference table. */
function pdfWithContent(stream: Buffer): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    if (body === null) {
      push(Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
      push(stream);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
