import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface PluginOptions {
  id?: string;
  /**
   * `embedded` serves the search from index files shipped with the site;
   * `algolia` leaves the DocSearch theme talking to hosted Algolia.
   */
  backend: 'embedded' | 'algolia';
  /** Folder of the index files inside each locale's build output. */
  indexDir: string;
  /** Route paths (relative to the locale base URL) never indexed. */
  ignorePaths: string[];
  /** Ask AI assistant id that the embedded backend answers itself. */
  localAssistantId: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  backend: 'embedded',
  indexDir: 'search-index',
  ignorePaths: ['search/', '404.html', '__dogfooding/'],
  localAssistantId: 'kanban-docs-embedded',
};

const schema = Joi.object<PluginOptions>({
  id: Joi.string(),
  backend: Joi.string().valid('embedded', 'algolia').default(DEFAULT_OPTIONS.backend),
  indexDir: Joi.string()
    .pattern(/^[a-z0-9-]+$/)
    .default(DEFAULT_OPTIONS.indexDir),
  ignorePaths: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.ignorePaths),
  localAssistantId: Joi.string().default(DEFAULT_OPTIONS.localAssistantId),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
