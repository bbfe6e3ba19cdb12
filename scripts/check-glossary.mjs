/**
 * Glossary checks of translated pages, run by check-translations. Each
 * locale's rules sit beside its glossary, in `i18n/<locale>/glossary-rules.json`:
 *
 *   - `rejected`: `{pattern, flags, use, note}` — a wording the glossary rejects
 *     (a regular expression); it must not occur in the page outside fenced code
 *     blocks (inline code is checked: placeholders such as `<new card ID>` are translated);
 *   - `firstMention`: `{term, forms}` — the first time the term appears in a
 *     page's prose (code aside), it must be part of one of the forms, e.g. 泳道 as 行（泳道）.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = new Map();

/** The glossary rules of a locale (empty when it has none). */
export function glossaryRules(locale) {
  if (!cache.has(locale)) {
    const file = path.join(root, 'i18n', locale, 'glossary-rules.json');
    cache.set(locale, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
  }
  return cache.get(locale);
}

/** Replaces every character of the matches with spaces, keeping offsets and lines. */
const blank = (text, re) => text.replace(re, (m) => m.replace(/[^\n]/g, ' '));

/** Glossary problems of a translated page source, as messages with line numbers. */
export function glossaryProblems(locale, source, rules = glossaryRules(locale)) {
  const {content} = matter(source);
  const offset = source.split('\n').length - content.split('\n').length;
  const lineAt = (text, i) => text.slice(0, i).split('\n').length + offset;
  const noFences = blank(content, /^\s*```[\s\S]*?^\s*```/gm);
  const problems = [];
  for (const r of rules.rejected ?? []) {
    const re = new RegExp(r.pattern, r.flags.includes('g') ? r.flags : r.flags + 'g');
    for (const m of noFences.matchAll(re)) {
      problems.push(`line ${lineAt(noFences, m.index)}: glossary rejects "${m[0]}"; use ${r.use}${r.note ? ` (${r.note})` : ''}`);
    }
  }
  const prose = blank(blank(noFences, /`[^`\n]*`/g), /\]\([^)]*\)/g);
  for (const {term, forms} of rules.firstMention ?? []) {
    const i = prose.indexOf(term);
    if (i < 0) continue;
    const ok = forms.some((f) => {
      const at = f.indexOf(term);
      return prose.slice(i - at, i - at + f.length) === f;
    });
    if (!ok)
      problems.push(
        `line ${lineAt(prose, i)}: first mention of "${term}" on the page must read ${forms.map((f) => `"${f}"`).join(' or ')}`,
      );
  }
  return problems;
}
