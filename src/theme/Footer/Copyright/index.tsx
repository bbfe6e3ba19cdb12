import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import OfflineSwitch from '@site/src/components/OfflineSwitch';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * Why: the "Available offline" switch (src/plugins/offline) must be reachable
 * from every page; the footer is on every page, and the copyright slot is the
 * smallest safe component to wrap there.
 */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <OfflineSwitch />
      <Copyright {...props} />
    </>
  );
}
