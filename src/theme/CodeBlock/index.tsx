import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {htmlToCode} from '@site/src/plugins/static-highlight/client/htmlToCode';
import {StaticCodeHtml} from './Content';

type Props = WrapperProps<typeof CodeBlockType> & {highlightedHtml?: string};

/**
 * CodeBlockWrapper: code blocks of the docs arrive highlighted from the build
 * (`highlightedHtml`, src/plugins/static-highlight). Those render their HTML
 * in the stock layout (title, copy and wrap buttons) with no Prism and without
 * the stock block's second render after hydration; anything else goes to the
 * original block.
 */
export default function CodeBlockWrapper({highlightedHtml, ...props}: Props): ReactNode {
  if (highlightedHtml === undefined) return <CodeBlock {...props} />;
  return <StaticCodeBlock html={highlightedHtml} {...props} />;
}

function StaticCodeBlock({html, ...props}: {html: string} & WrapperProps<typeof CodeBlockType>): ReactNode {
  const {prism} = useThemeConfig();
  const wordWrap = useCodeWordWrap();
  const metadata = createCodeBlockMetadata({
    code: htmlToCode(html),
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  return (
    <StaticCodeHtml.Provider value={html}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </StaticCodeHtml.Provider>
  );
}
