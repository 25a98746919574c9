/** Storage can be switched off or full (private windows); a form works without it. */
export function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Remembering is a convenience: a write that fails is dropped. */
export function writeStorage(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Remembering is a convenience; the lead is already stored.
  }
}
