/**
 * One typed door to localStorage / sessionStorage. Values are JSON; a value that does not parse or
 * does not pass `validate` reads as `null` (a user or an old version may have left anything there).
 * Storage can be unavailable (private mode, quota): reads return null and writes are best effort.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(kind: Area, key: string, validate: (value: unknown) => value is T): T | null {
  const raw = area(kind)?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return validate(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value only lives for this page view.
  }
}

export function removeStored(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}
