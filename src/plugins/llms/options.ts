import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface PluginOptions {
  id?: string;
  /** Id of the docs plugin instance whose pages get twins and llms.txt. */
  docsPluginId: string;
  /** Blockquote summary of llms.txt, in the locale being built; `{version}` becomes the docs version label. */
  summary: string;
  /** Paragraph under the summary, in the locale being built; `{full}` and `{api}` become URLs. */
  details: string;
  /** H2 title of the section listing the sidebar's top-level pages, in the locale being built. */
  topSectionTitle: string;
  /** Write llms-full.txt (every current-version page) next to llms.txt. */
  llmsFull: boolean;
  /** Source of /api.json (default locale only); empty to skip. */
  apiManifestPath: string;
  /** JSON Schema copied to /api.schema.json with it. */
  apiSchemaPath: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'summary' | 'details' | 'topSectionTitle'> = {
  docsPluginId: 'default',
  llmsFull: true,
  apiManifestPath: '',
  apiSchemaPath: '',
};

const schema = Joi.object<PluginOptions>({
  id: Joi.string(),
  docsPluginId: Joi.string().default(DEFAULT_OPTIONS.docsPluginId),
  summary: Joi.string().required(),
  details: Joi.string().allow('').default(''),
  topSectionTitle: Joi.string().required(),
  llmsFull: Joi.boolean().default(DEFAULT_OPTIONS.llmsFull),
  apiManifestPath: Joi.string().allow('').default(DEFAULT_OPTIONS.apiManifestPath),
  apiSchemaPath: Joi.string().allow('').default(DEFAULT_OPTIONS.apiSchemaPath),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
