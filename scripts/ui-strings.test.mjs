/**
 * Every UI string of the chrome is translated (npm run test:unit): in the
 * Russian, Chinese and Korean files each message is written in that script,
 * and no translated file keeps an English message, except the few that are
 * the same in every language (placeholders, keywords, product names).
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = {ru: /\p{Script=Cyrillic}/u, zh: /\p{Script=Han}/u, ko: /\p{Script=Hangul}/u};
/** Messages that are legitimately the same in every language. */
const same =
  /^(\s*\{[^}]+\}\s*[-–()]?\s*(\{[^}]+\})?\s*\)?\s*|search|enter|API|REST|RestDataProvider|RestDataProvider API|API RestDataProvider|JavaScript Kanban|JavaScript Kanban logo|1\.[67]|Copyright © 20\d\d.*|Kanban|GitHub|Tags:?|Version: \{versionLabel\}|info|Forum|Support|Community|Blog|Docs|Download|Examples|[\p{L}\s]*\(Toolbar\).*)$/u;

function files(locale) {
  const dir = path.join(root, 'i18n', locale);
  const out = [path.join(dir, 'code.json')];
  for (const sub of ['docusaurus-theme-classic', 'docusaurus-plugin-content-docs']) {
    const d = path.join(dir, sub);
    if (fs.existsSync(d)) for (const f of fs.readdirSync(d)) if (f.endsWith('.json')) out.push(path.join(d, f));
  }
  return out;
}

for (const locale of ['ru', 'de', 'zh', 'ko']) {
  test(`${locale}: every UI string is translated`, () => {
    const untranslated = [];
    for (const file of files(locale)) {
      const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
      // The English messages (i18n/en, written by `npm run write-translations -- --locale en`).
      const englishFile = file.replace(path.join('i18n', locale), path.join('i18n', 'en'));
      const english = fs.existsSync(englishFile)
        ? Object.fromEntries(Object.entries(JSON.parse(fs.readFileSync(englishFile, 'utf8'))).map(([k, v]) => [k, v.message]))
        : {};
      for (const [id, {message}] of Object.entries(messages)) {
        if (same.test(message) || !/\p{L}/u.test(message.replace(/\{[^}]+\}/g, ''))) continue;
        const rel = path.relative(root, file);
        if (script[locale] && !script[locale].test(message)) untranslated.push(`${rel}: ${id} = ${JSON.stringify(message)}`);
        if (!script[locale] && english[id] !== undefined && english[id] === message && /[a-z]{4,}/i.test(message))
          untranslated.push(`${rel}: ${id} = ${JSON.stringify(message)}`);
      }
    }
    assert.deepEqual(untranslated, []);
  });
}
