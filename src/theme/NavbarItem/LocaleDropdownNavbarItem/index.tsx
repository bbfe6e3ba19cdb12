/**
 * Wraps the language menu: on the 404 page it links each language's home.
 * The theme links the same path in every language, and the 404 page's path is
 * the missing one (`/kanban/<locale>/404/` in the built page), which exists in
 * no language. `<Route location>` shows the menu the home path instead.
 */
import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {Route} from 'react-router-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useIsNotFoundPage} from '@site/src/components/NotFoundPage';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const location = useLocation();
  const home = useBaseUrl('/');
  const item = <LocaleDropdownNavbarItem {...props} />;
  if (!useIsNotFoundPage()) return item;
  return <Route location={{...location, pathname: home}} render={() => item} />;
}
