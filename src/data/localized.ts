import localized from '../../docusaurus.config.localized.json';
import {defaultLocale, type Locale} from './locales';

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

/** Docusaurus sets DOCUSAURUS_CURRENT_LOCALE while it loads the config of each locale. */
export function currentLocale(): Locale {
  return (process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale) as Locale;
}
