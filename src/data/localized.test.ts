/** Locale-dependent config values (npm run test:unit). */
import {test, expect} from 'vitest';
import {currentLocale, getLocalizedConfigValue} from './localized';
import {defaultLocale} from './locales';

test('the locale Docusaurus is loading the config for is used', () => {
  expect(currentLocale('ru')).toBe('ru');
  expect(currentLocale('ko')).toBe('ko');
});

test('an unset variable, "undefined" (`docusaurus start` without --locale) or an unknown locale mean the default locale', () => {
  expect(currentLocale(undefined)).toBe(defaultLocale);
  expect(currentLocale('undefined')).toBe(defaultLocale);
  expect(currentLocale('')).toBe(defaultLocale);
  expect(currentLocale('fr')).toBe(defaultLocale);
});

test('config strings come in the requested locale and a missing one throws', () => {
  expect(getLocalizedConfigValue('tagline', 'en')).not.toBe(getLocalizedConfigValue('tagline', 'ru'));
  expect(() => getLocalizedConfigValue('tagline', 'fr')).toThrow(/no value for locale "fr"/);
});
