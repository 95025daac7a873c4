import * as React from 'react';
import { useRouter } from 'next/router';
import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { AppHeader } from './AppHeader';
import { MAIN_CONTENT_ID } from './constants';
import { NavDrawer } from './NavDrawer';
import { SkipLink } from './SkipLink';

const MobileNavDrawer = React.lazy(() => import('./MobileNavDrawer'));
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

const Body = styled('div')({ display: 'flex', alignItems: 'flex-start' });

const Main = styled('main')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  '&:focus': { outline: 'none' },
  '& > .page-column': {
    flex: 1,
    minWidth: 0,
    maxWidth: 860,
    margin: '0 auto',
    padding: theme.spacing(4, 2, 8),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 4, 8) },
  },
}));

export interface AppFrameProps {
  /** Navigation tree; pages without one (home, 404) have no drawer. */
  tree?: readonly NavNode[];
  activePath?: string;
  version: string;
  /** Shown on the right of the page column from `lg` (the table of contents). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** The page frame: skip link, app bar, navigation, main column and aside. */
export function AppFrame({ tree, activePath = '/', version, aside, children }: AppFrameProps) {
  const router = useRouter();
  // Each drawer's code loads the first time it opens; `null` means never opened.
  const [navOpen, setNavOpen] = React.useState<boolean | null>(null);
  const [settingsOpen, setSettingsOpen] = React.useState<boolean | null>(null);
  const navLabel = 'Main navigation';

  React.useEffect(() => {
    const close = () => setNavOpen((open) => (open ? false : open));
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <>
      <SkipLink />
      <AppHeader
        version={version}
        onMenuClick={tree ? () => setNavOpen(true) : undefined}
        menuExpanded={navOpen === true}
        onSettingsClick={() => setSettingsOpen(true)}
      />
      <Body>
        {tree ? <NavDrawer tree={tree} activePath={activePath} label={navLabel} /> : null}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <div className="page-column">{children}</div>
          {aside}
        </Main>
      </Body>
      <React.Suspense fallback={null}>
        {tree && navOpen !== null ? (
          <MobileNavDrawer open={navOpen} onClose={() => setNavOpen(false)} tree={tree} activePath={activePath} label={navLabel} />
        ) : null}
        {settingsOpen !== null ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      </React.Suspense>
    </>
  );
}
