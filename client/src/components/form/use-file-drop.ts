import { type DragEvent, useState } from 'react';

/** The picture types the server takes (docs/content.md), for the file pickers. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** Makes an element a drop zone for files: whether something is dragged over it, and its handlers. */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropHandlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      },
    },
  };
}
