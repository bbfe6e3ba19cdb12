import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docsSidebar} from './src/data/sidebar';

// The tree itself lives in src/data/sidebar.ts, where tests can read it too.
export default docsSidebar satisfies SidebarsConfig;
