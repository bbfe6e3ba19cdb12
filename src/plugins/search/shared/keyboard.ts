/**
 * Text typed with the wrong keyboard layout: Russian typed on the English
 * (QWERTY/ЙЦУКЕН) layout, `rjkjyrf` for «колонка». The engine tries the
 * converted query as an alternative and keeps whichever matches better.
 */
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN_TO_RU = new Map([...EN].map((c, i) => [c, RU[i]!]));

/** Languages whose readers may type on a Latin layout by mistake, and the converter to their script. */
const CONVERTERS: Record<string, (text: string) => string> = {
  ru: (text) => [...text].map((c) => EN_TO_RU.get(c.toLowerCase()) ?? c).join(''),
};

/**
 * The query as it would read on the language's own layout, or null when the
 * language has none or the query is not plain Latin-layout text.
 */
export function layoutVariant(query: string, lang: string): string | null {
  const convert = CONVERTERS[lang];
  if (!convert || !/[a-z]/i.test(query) || /[^\x20-\x7e]/.test(query)) return null;
  const converted = convert(query);
  return converted === query ? null : converted;
}
