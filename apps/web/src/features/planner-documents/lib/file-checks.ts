import { DOCUMENT_MAX_FILES, documentMaxBytes, documentTypeByName } from '@mall/domain';

/** What the dialog says of a choice before anything is sent (SPEC §5): the first refusal, or null. */
export type FileRefusal =
  | { key: 'ALT_FileError' }
  | { key: 'tooMany'; max: number }
  | { key: 'type'; name: string }
  | { key: 'ALT_ImageValidation'; name: string; maxMb: number };

/**
 * The browser's checks of the chosen files: at least one (ALT_FileError), at most three, each of the SPEC's
 * extensions and within its kind's size (images 20 MB, files 10 MB: ALT_ImageValidation with the size). The
 * server judges the content again; these spare the planner a wasted upload.
 */
export function checkChosenFiles(files: readonly Pick<File, 'name' | 'size'>[]): FileRefusal | null {
  if (files.length === 0) return { key: 'ALT_FileError' };
  if (files.length > DOCUMENT_MAX_FILES) return { key: 'tooMany', max: DOCUMENT_MAX_FILES };
  for (const file of files) {
    const type = documentTypeByName(file.name);
    if (!type) return { key: 'type', name: file.name };
    const max = documentMaxBytes(type);
    if (file.size > max) return { key: 'ALT_ImageValidation', name: file.name, maxMb: max / (1024 * 1024) };
  }
  return null;
}

/** A size as the list shows it: KB under a megabyte, else MB with one decimal. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
