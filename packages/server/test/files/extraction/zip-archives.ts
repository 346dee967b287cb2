/**
 * Zip files written byte by byte, so a test can make what no zip tool makes on purpose: a zip
 * bomb, or headers that understate how large an entry unpacks.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  readonly data: Uint8Array;
  readonly method?: 'stored' | 'deflated';
  /** The unpacked size the headers claim; the true size unless a test lies on purpose. */
  readonly declaredSize?: number;
}

export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const localParts: Buffer[] = [];
  const directoryParts: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.method === 'stored' ? 0 : 8;
    const packed = method === 0 ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const sizes = {
      crc: crc32(entry.data),
      packed: packed.byteLength,
      unpacked: entry.declaredSize ?? entry.data.byteLength,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommonFields(local, 4, method, sizes);
    local.writeUInt16LE(name.byteLength, 26);
    localParts.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeCommonFields(central, 6, method, sizes);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    directoryParts.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(directoryParts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...localParts, directory, end]));
}

/** Version needed, flags, method, time, date, CRC and sizes: the same run in both headers. */
function writeCommonFields(
  header: Buffer,
  at: number,
  method: number,
  sizes: { crc: number; packed: number; unpacked: number },
): void {
  header.writeUInt16LE(20, at); // version needed: 2.0, deflate
  header.writeUInt16LE(method, at + 4);
  header.writeUInt32LE(sizes.crc, at + 10);
  header.writeUInt32LE(sizes.packed, at + 14);
  header.writeUInt32LE(sizes.unpacked, at + 18);
}
