import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

/**
 * Replaces the theme's CodeBlock/Container, which sets the code colours as an
 * inline style from the Prism theme of the current colour mode: light in the
 * server-rendered HTML, so a dark page showed light blocks until hydration.
 * The colours of both modes are CSS now (src/plugins/static-highlight), right
 * from the first paint.
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type (as upstream says); the props are the tag's own.
  const Tag = As as React.ElementType;
  return <Tag {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
