/** DOCX files the extraction tests read, made with the `docx` package. */
import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';

export async function docxWith(children: Paragraph[]): Promise<Uint8Array> {
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A heading, a paragraph with bold words and a bulleted list. */
export function reportDocx(): Promise<Uint8Array> {
  return docxWith([
    new Paragraph({ text: 'Quarterly report', heading: HeadingLevel.HEADING_1 }),
    new Paragraph({
      children: [
        new TextRun('Revenue grew in '),
        new TextRun({ text: 'every', bold: true }),
        new TextRun(' region.'),
      ],
    }),
    new Paragraph({ text: 'North', bullet: { level: 0 } }),
    new Paragraph({ text: 'South', bullet: { level: 0 } }),
  ]);
}

// A 1×1 transparent PNG.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A paragraph and a photo-sized image with alt text: a 1×1 PNG padded past its end to 256 KB. */
export function docxWithImage(): Promise<Uint8Array> {
  return docxWith([
    new Paragraph('Our logo:'),
    new Paragraph({
      children: [
        new ImageRun({
          type: 'png',
          data: Buffer.concat([onePixelPng, Buffer.alloc(256 * 1024)]),
          transformation: { width: 10, height: 10 },
          altText: { name: 'logo', title: 'Logo', description: 'Company logo' },
        }),
      ],
    }),
  ]);
}
