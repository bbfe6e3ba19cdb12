import fs from 'node:fs';
import path from 'node:path';

type Messages = Record<string, {message: string}>;
const cache = new Map<string, Messages>();

function read(file: string): Messages {
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Messages);
  return cache.get(file)!;
}

/**
 * A UI string as the given locale shows it, from the committed translation
 * files (`code.json`, or a theme file such as `docusaurus-theme-classic/navbar.json`).
 * Throws if the id is missing, so a test never compares against `undefined`.
 */
export function t(locale: string, id: string, file = 'code.json'): string {
  const messages = read(path.join(__dirname, '..', 'i18n', locale, file));
  const entry = messages[id];
  if (!entry) throw new Error(`No translation "${id}" in i18n/${locale}/${file}`);
  return entry.message;
}
