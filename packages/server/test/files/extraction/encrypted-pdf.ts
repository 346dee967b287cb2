/**
 * A PDF protected by a user password ("secret"), built by hand because pdf-lib cannot encrypt.
 * It uses the standard security handler, revision 2 (40-bit RC4, PDF 1.4 §3.5.2): the /O and /U
 * entries are computed exactly as a writer computes them, so a reader that knows the password
 * opens it and one that does not must ask. Its one page has no content, so nothing else needs
 * encrypting.
 */
import { createHash } from 'node:crypto';

const passwordPadding = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);
const fileId = Buffer.from('5370f7a0c3b1d2e4f60718293a4b5c6d', 'hex');
const permissions = -44; // printing and copying refused; the value only has to match in the key

export const encryptedPdfPassword = 'secret';

export function encryptedPdf(): Uint8Array {
  const owner = rc4(md5(padded('owner-password')).subarray(0, 5), padded(encryptedPdfPassword));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const fileKey = md5(Buffer.concat([padded(encryptedPdfPassword), owner, permissionBytes, fileId])).subarray(
    0,
    5,
  );
  const user = rc4(fileKey, passwordPadding);
  return pdfFromObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(owner)}> /U <${hex(user)}> /P ${permissions} >>`,
    ],
    `/Root 1 0 R /Encrypt 4 0 R /ID [<${hex(fileId)}> <${hex(fileId)}>]`,
  );
}

/** A PDF file around the given objects (numbered from 1), with a correct cross-reference table. */
function pdfFromObjects(objects: readonly string[], trailerEntries: string): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} ${trailerEntries} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

function padded(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), passwordPadding]).subarray(0, 32);
}

function md5(data: Buffer): Buffer {
  return createHash('md5').update(data).digest();
}

function hex(data: Buffer): string {
  return data.toString('hex');
}

/** RC4, which OpenSSL 3 keeps only in its legacy provider. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + (state[i] as number) + (key[i % key.length] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
  }
  const output = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index++) {
    i = (i + 1) & 0xff;
    j = (j + (state[i] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
    output[index] =
      (data[index] as number) ^ (state[((state[i] as number) + (state[j] as number)) & 0xff] as number);
  }
  return output;
}
