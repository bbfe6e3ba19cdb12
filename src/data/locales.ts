/**
 * The five locales of the site. One place that names them, so the config,
 * the tests and the scripts agree.
 */
export const locales = ['en', 'de', 'ru', 'zh', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Everything Docusaurus needs per locale, plus the `og:locale` value. */
export const localeConfigs: Record<Locale, {label: string; htmlLang: string; direction: 'ltr'; ogLocale: string}> = {
  en: {label: 'English', htmlLang: 'en-US', direction: 'ltr', ogLocale: 'en_US'},
  de: {label: 'Deutsch', htmlLang: 'de-DE', direction: 'ltr', ogLocale: 'de_DE'},
  ru: {label: 'Русский', htmlLang: 'ru-RU', direction: 'ltr', ogLocale: 'ru_RU'},
  zh: {label: '简体中文', htmlLang: 'zh-CN', direction: 'ltr', ogLocale: 'zh_CN'},
  ko: {label: '한국어', htmlLang: 'ko-KR', direction: 'ltr', ogLocale: 'ko_KR'},
};
