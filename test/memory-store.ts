/** Test support: a local-storage stand-in (getItem / setItem) over a Map, optionally refusing writes. */
export function memoryStore(initial: Record<string, string> = {}, options: { refuseWrites?: boolean } = {}) {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (options.refuseWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      data.set(key, value);
    },
  };
}
