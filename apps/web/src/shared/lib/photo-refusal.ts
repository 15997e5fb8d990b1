/** Why a chosen photo cannot be attached, as the server will judge it (by name and type here; by its bytes there). */
export type PhotoRefusal =
  | { code: 'ALT_FileError' }
  | { code: 'ALT_ImageValidation'; data: { maxMb: number } }
  | { code: 'RETURN_PHOTO_TOO_MANY'; data: { max: number } };

/** The limits of one photo field: how many, how large, which file names. */
export type PhotoLimits = { maxFiles: number; maxBytes: number; extensions: readonly string[] };

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The `accept` of a photo input: the extensions and the image types they stand for. */
export const photoAccept = (limits: PhotoLimits) => [...limits.extensions, ...PHOTO_TYPES].join(',');

/** Why `file` cannot join `alreadyAttached` photos under `limits`, or null. */
export function photoRefusal(file: File, alreadyAttached: number, limits: PhotoLimits): PhotoRefusal | null {
  if (alreadyAttached >= limits.maxFiles)
    return { code: 'RETURN_PHOTO_TOO_MANY', data: { max: limits.maxFiles } };
  const name = file.name.toLowerCase();
  const extensionOk = limits.extensions.some((extension) => name.endsWith(extension));
  if (!extensionOk || (file.type !== '' && !PHOTO_TYPES.includes(file.type)))
    return { code: 'ALT_FileError' };
  if (file.size > limits.maxBytes)
    return { code: 'ALT_ImageValidation', data: { maxMb: megabytes(limits.maxBytes) } };
  return null;
}
