import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconPhoto,
  type TablerIcon,
} from '@tabler/icons-react';
import type { FileKind } from './file-kind';

const icons: Record<FileKind, TablerIcon> = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  spreadsheet: IconFileSpreadsheet,
  document: IconFileText,
  other: IconFile,
};

/** The icon a file card shows for its kind; decorative, the card names the kind in words. */
export function FileKindIcon({ kind, size }: { kind: FileKind; size: number }) {
  const Icon = icons[kind];
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
