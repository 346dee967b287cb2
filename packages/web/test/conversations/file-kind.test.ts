import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { fileKindOf } from '../../src/conversations/attachments/file-kind';
import { uploadErrorMessage } from '../../src/conversations/attachments/upload-file';
import { formatFileSize } from '../../src/i18n/format';

describe('file kinds', () => {
  it('are read from the media type the server sniffed', () => {
    expect(fileKindOf('image/png', 'x')).toBe('image');
    expect(fileKindOf('image/JPEG', 'x')).toBe('image');
    expect(fileKindOf('application/pdf', 'x')).toBe('pdf');
    expect(fileKindOf('text/csv; charset=utf-8', 'x')).toBe('spreadsheet');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x')).toBe(
      'spreadsheet',
    );
    expect(fileKindOf('text/markdown', 'x')).toBe('document');
    expect(fileKindOf('application/zip', 'x.pdf')).toBe('other');
  });

  it('are guessed from the name when the type says nothing, and vector images are not drawn', () => {
    expect(fileKindOf('', 'Scan.PDF')).toBe('pdf');
    expect(fileKindOf('application/octet-stream', 'figures.xlsx')).toBe('spreadsheet');
    expect(fileKindOf('', 'photo.webp')).toBe('image');
    expect(fileKindOf('', 'README')).toBe('other');
    expect(fileKindOf('image/svg+xml', 'logo.svg')).toBe('other');
  });
});

describe('file sizes', () => {
  it('are written in the largest unit under 1024 of it', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('upload errors', () => {
  it('say a file is too large with the limit, or that it is empty, in the reader’s language', () => {
    expect(
      uploadErrorMessage(new ApiError(413, 'FILE_TOO_LARGE', 'too big', { max_bytes: 10 * 1024 * 1024 })),
    ).toBe('This file is too large: at most 10 MB.');
    expect(uploadErrorMessage(new ApiError(413, 'FILE_TOO_LARGE', 'too big'))).toBe(
      'This file is too large.',
    );
    expect(uploadErrorMessage(new ApiError(422, 'FILE_EMPTY', 'empty'))).toBe('This file is empty.');
  });

  it('pass on any other reason the server gave', () => {
    expect(uploadErrorMessage(new ApiError(415, 'FILE_TYPE_REFUSED', 'Executables are not accepted'))).toBe(
      'Executables are not accepted',
    );
  });
});
