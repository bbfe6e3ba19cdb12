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
  // The build highlighted this block because it has no line ranges and no magic comments (`needsRuntime` in
  // src/plugins/static-highlight): there are no lines to parse for them. The metadata comes from an empty code
  // (title, language, class, line numbers) and gets the block's code as written, so the copy button copies it.
  const code = htmlToCode(html);
  const metadata = {
    ...createCodeBlockMetadata({
      code: '',
      className: props.className,
      metastring: props.metastring,
      magicComments: prism.magicComments,
      defaultLanguage: prism.defaultLanguage,
      language: props.language,
      title: props.title,
      showLineNumbers: props.showLineNumbers,
    }),
    code,
    codeInput: code,
  };
  return (
    <StaticCodeHtml.Provider value={html}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </StaticCodeHtml.Provider>
  );
}
