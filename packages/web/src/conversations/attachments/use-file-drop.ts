import { type ClipboardEvent, type DragEvent, useRef, useState } from 'react';
import { pastedFiles } from './pasted-files';

// i18n-exempt: the drag data type browsers give to files
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Files dragged onto a composer or pasted into its text box go to `add`. `dragging` is true while
 * files are held over it, for its drop-zone look; entering and leaving its children is counted so
 * that crossing from one to the next does not flicker.
 */
export function useFileDrop(add: (files: readonly File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser opens the file instead of dropping it here.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      add(Array.from(event.dataTransfer.files));
    },
  };
  // Pasted files, and very long pasted text, are attached; other text goes into the box as usual.
  const onPaste = (event: ClipboardEvent) => {
    const files = pastedFiles(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    add(files);
  };
  return { dragging, handlers, onPaste };
}
