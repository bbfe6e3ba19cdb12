/** The web app manifest of one locale (pure, see manifest.test.ts). */
import type {PluginOptions} from './options';

export interface WebAppManifestParams {
  options: PluginOptions;
  /** Base URL of the locale (`/kanban/ru/`): the app's start URL and scope. */
  localeBaseUrl: string;
  /** `ru-RU` */
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function webAppManifest({options, localeBaseUrl, lang, dir}: WebAppManifestParams) {
  return {
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang,
    dir,
    // One app per locale: it opens at, and stays within, its own locale.
    id: localeBaseUrl,
    start_url: localeBaseUrl,
    scope: localeBaseUrl,
    display: 'standalone',
    background_color: options.themeColors.light,
    theme_color: options.themeColors.light,
    icons: options.icons.map((icon) => ({...icon, src: localeBaseUrl + icon.src})),
  };
}
