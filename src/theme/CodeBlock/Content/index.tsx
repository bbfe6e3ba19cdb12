import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** HTML of a block highlighted at build time (set by src/theme/CodeBlock). */
export const StaticCodeHtml = createContext<string | undefined>(undefined);

/**
 * Replaces the theme's CodeBlock/Content, the one place that ran Prism in the
 * browser (`<Highlight>`). Blocks highlighted at build time render their HTML
 * as is: React neither builds nor hydrates a node per token. Any other block
 * (code from a component, line ranges, magic comments) renders as plain text in
 * the same markup, with its highlighted-line classes.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const html = useContext(StaticCodeHtml);
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined,
  };
  return (
    <pre
      // Passes the ref object itself (as the stock component does); nothing reads `.current` during render.
      // eslint-disable-next-line react-hooks/refs
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {html !== undefined ? (
        // Token HTML written at build time by src/plugins/static-highlight from escaped code: no user input.
        // eslint-disable-next-line react/no-danger
        <code {...codeProps} dangerouslySetInnerHTML={{__html: html}} />
      ) : (
        <code {...codeProps}>
          {metadata.code.split('\n').map((text, i) => (
            <Line
              key={i}
              line={[{types: ['plain'], content: text}]}
              classNames={metadata.lineClassNames[i]}
              showLineNumbers={numbered}
              getLineProps={({className: lineClass}) => ({className: clsx('token-line', lineClass)})}
              getTokenProps={({token}) => ({className: 'token plain', children: token.content})}
            />
          ))}
        </code>
      )}
    </pre>
  );
}
