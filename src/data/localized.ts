import localized from '../../docusaurus.config.localized.json';
import {defaultLocale, locales, type Locale} from './locales';

type Key = keyof typeof localized;

/**
 * A config string in the locale being built. Throws on a missing key or
 * locale, so a new locale cannot ship with English chrome by accident.
 */
export function getLocalizedConfigValue(key: Key, locale: string = currentLocale()): string {
  const values = localized[key] as Record<string, string> | undefined;
  if (!values) throw new Error(`Missing localized config key "${key}"`);
  const value = values[locale];
  if (value === undefined) {
    throw new Error(`Localized config key "${key}" has no value for locale "${locale}"`);
  }
  return value;
}

/**
 * Docusaurus sets DOCUSAURUS_CURRENT_LOCALE while it loads the config of each
 * locale. `docusaurus start` without `--locale` sets it to the string
 * "undefined" (String(undefined)): that, an unset variable or a name that is
 * not one of our locales all mean the default locale.
 */
export function currentLocale(env: string | undefined = process.env.DOCUSAURUS_CURRENT_LOCALE): Locale {
  return (locales as readonly string[]).includes(env ?? '') ? (env as Locale) : defaultLocale;
}
