import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Colours of the browser chrome around the installed app, per colour mode. */
export interface ThemeColors {
  light: string;
  dark: string;
}

export interface PluginOptions {
  id?: string;
  /** App name in the locale being built (web app manifest `name`). */
  name: string;
  /** Short name under the home-screen icon. */
  shortName: string;
  /** One sentence in the locale being built. */
  description: string;
  themeColors: ThemeColors;
  /** Icons relative to the site's static folder. */
  icons: {src: string; sizes: string; type: string; purpose?: string}[];
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS = {
  themeColors: {light: '#ffffff', dark: '#242526'},
  icons: [
    {src: 'img/pwa/icon-192.png', sizes: '192x192', type: 'image/png'},
    {src: 'img/pwa/icon-512.png', sizes: '512x512', type: 'image/png'},
    {src: 'img/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
  ],
} satisfies Partial<PluginOptions>;

const color = Joi.string().pattern(/^#[0-9a-f]{6}$/i);

const schema = Joi.object<PluginOptions>({
  id: Joi.string(),
  name: Joi.string().required(),
  shortName: Joi.string().required(),
  description: Joi.string().required(),
  themeColors: Joi.object({light: color.required(), dark: color.required()}).default(DEFAULT_OPTIONS.themeColors),
  icons: Joi.array()
    .items(Joi.object({src: Joi.string().required(), sizes: Joi.string().required(), type: Joi.string().required(), purpose: Joi.string()}))
    .default(DEFAULT_OPTIONS.icons),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
