/**
 * DocSearch keeps recent searches, conversations and the Ask AI token in
 * `localStorage` and `sessionStorage`, and reads `sessionStorage` without a
 * guard: where storage is blocked (cookies disabled, some private modes,
 * sandboxed frames) merely touching it throws a SecurityError, which Ask AI
 * then shows as its raw English message. Before the dialog loads, each
 * storage that cannot be used is replaced by one kept in memory: history
 * lasts as long as the page, and everything else works.
 */

/** A Storage kept in memory (the Web Storage interface over a Map: keys are user text). */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(String(key));
  }
  setItem(key: string, value: string): void {
    this.data.set(String(key), String(value));
  }
  [name: string]: unknown;
}

function usable(name: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = window[name];
    const key = '__kanban_search_storage_test__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Names of the storages replaced by memory (empty when both work). */
export function ensureUsableStorage(): string[] {
  if (typeof window === 'undefined') return [];
  const replaced: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (usable(name)) continue;
    try {
      Object.defineProperty(window, name, {configurable: true, enumerable: true, value: new MemoryStorage()});
      replaced.push(name);
    } catch {
      // The property cannot be redefined: DocSearch's own guards are all that is left.
    }
  }
  return replaced;
}
