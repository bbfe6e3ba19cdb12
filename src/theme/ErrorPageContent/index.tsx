/**
 * Wraps the theme's error page content ("This page crashed." with "Try again"
 * and the error messages): the theme joins the messages of an error and its
 * causes with an English "Cause:" that has no translation id. The wrapper hands
 * it one error whose message is that chain, joined with the translated word,
 * and gives the messages a red that keeps AA contrast in both colour modes
 * (the theme's pure red falls short on the dark background).
 */
import React, {useMemo, type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** The error and its causes (`error.cause`, ES2022), outermost first. */
function causalChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 20; e = (e as {cause?: unknown}).cause) chain.push(e);
  return chain;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export default function ErrorPageContentWrapper({error, tryAgain}: Props): ReactNode {
  const translated = useMemo(() => {
    const cause = translate({
      id: 'theme.ErrorPageContent.cause',
      message: 'Cause:',
      description: 'Label between an error message and the message of the error that caused it, on the error page',
    });
    const chained = new Error(causalChain(error).map(messageOf).join(`\n\n${cause}\n`));
    chained.name = error.name;
    chained.stack = error.stack;
    return chained;
  }, [error]);
  return (
    <div className={styles.errorPage}>
      <ErrorPageContent error={translated} tryAgain={tryAgain} />
    </div>
  );
}
