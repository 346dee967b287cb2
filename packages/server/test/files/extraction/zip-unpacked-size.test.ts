import { describe, expect, it } from 'vitest';
import { unpackedZipSize } from '../../../src/files/extraction/zip-unpacked-size.js';
import { zipArchive } from './zip-archives.js';

const zeros = (length: number) => new Uint8Array(length);
const everyEntry = () => true;

describe('unpackedZipSize', () => {
  it('adds up deflated and stored entries', () => {
    const zip = zipArchive([
      { name: 'a.xml', data: zeros(3000) },
      { name: 'b.png', data: zeros(500), method: 'stored' },
    ]);

    expect(unpackedZipSize(zip, everyEntry, 3500)).toEqual({ ok: true, bytes: 3500 });
    expect(unpackedZipSize(zip, everyEntry, 3499)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('skips the entries it is told not to count, without unpacking them', () => {
    const zip = zipArchive([
      { name: 'word/document.xml', data: zeros(100) },
      { name: 'word/media/photo.png', data: zeros(5000), declaredSize: 1 },
    ]);

    expect(unpackedZipSize(zip, (name) => name.endsWith('.xml'), 100)).toEqual({ ok: true, bytes: 100 });
  });

  it('unpacks rather than trusting headers that understate the size', () => {
    const zip = zipArchive([{ name: 'word/document.xml', data: zeros(10 * 1024 * 1024), declaredSize: 100 }]);

    expect(zip.byteLength).toBeLessThan(20_000);
    expect(unpackedZipSize(zip, everyEntry, 1024 * 1024)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('finds the directory behind a zip comment', () => {
    const comment = new TextEncoder().encode('made by a test');
    const zip = zipArchive([{ name: 'a.txt', data: new TextEncoder().encode('hello') }]);
    const commented = new Uint8Array([...zip, ...comment]);
    new DataView(commented.buffer).setUint16(zip.byteLength - 2, comment.byteLength, true);

    expect(unpackedZipSize(commented, everyEntry, 100)).toEqual({ ok: true, bytes: 5 });
  });

  it('calls bytes without a zip directory unreadable', () => {
    expect(unpackedZipSize(new TextEncoder().encode('plain text'), everyEntry, 100)).toEqual({
      ok: false,
      reason: 'unreadable',
      message: 'it has no zip directory',
    });
  });

  it('calls a directory that points past the file unreadable', () => {
    const zip = zipArchive([{ name: 'a.txt', data: zeros(10) }]);
    const broken = zip.slice();
    new DataView(broken.buffer).setUint32(broken.byteLength - 6, 0xfffff, true); // directory offset

    expect(unpackedZipSize(broken, everyEntry, 100)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('calls an entry that does not inflate unreadable', () => {
    const zip = zipArchive([{ name: 'a.txt', data: zeros(10), method: 'stored' }]);
    const broken = zip.slice();
    new DataView(broken.buffer).setUint16(8, 8, true); // the local method says deflated…
    const directoryStart = broken.byteLength - 22 - 46 - 'a.txt'.length;
    new DataView(broken.buffer).setUint16(directoryStart + 10, 8, true); // …and so does the directory
    broken.fill(0xff, 30 + 'a.txt'.length, 30 + 'a.txt'.length + 10);

    expect(unpackedZipSize(broken, everyEntry, 100)).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
