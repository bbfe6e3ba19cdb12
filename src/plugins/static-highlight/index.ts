/**
 * Code highlighted at build time instead of in the browser (issue 16: first
 * load and main-thread time on phones). The docs' rehype step (rehype.ts,
 * added to the docs options in docusaurus.config.ts) writes the highlighted
 * HTML; this plugin adds the token colours of both modes to every page and
 * keeps Prism out of the browser bundle: prism-react-renderer resolves to a
 * stand-in there (client/prismStub.ts), since nothing in the browser
 * highlights any more (src/theme/CodeBlock/Content renders the HTML, and
 * src/theme/prism-include-languages loads no languages).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {tokenCss} from './highlight';

export default function staticHighlightPlugin(): Plugin {
  return {
    name: 'kanban-static-highlight',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'client/prismStub.ts')}}};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-colors': 'true'}, innerHTML: tokenCss}]};
    },
  };
}
