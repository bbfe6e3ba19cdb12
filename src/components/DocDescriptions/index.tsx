import {createContext, useContext} from 'react';
import type {DocDescriptions} from '@site/src/plugins/lean-docs';

/**
 * The descriptions of the docs a category index page lists, from that page's
 * route props (`src/plugins/lean-docs`); null on every other page.
 */
export const DocDescriptionsContext = createContext<DocDescriptions | null>(null);

export function useDocDescriptions(): DocDescriptions | null {
  return useContext(DocDescriptionsContext);
}
