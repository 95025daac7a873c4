import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { areaOfPath } from '../core/paths';
import { once, OpenedIsland } from '../islands';
import { useTranslate } from '../providers';
import { AppHeader } from './AppHeader';
import { LanguageMenu } from './LanguageMenu';
import { VersionSwitcher, type VersionSwitcherProps } from './VersionSwitcher';
import { MAIN_CONTENT_ID, TOC_WIDTH } from './constants';
import { NAV_ID, NavDrawer } from './NavDrawer';
import { SkipLink } from './SkipLink';
import { SearchButton } from '../search';

const loadSettingsDrawer = once(() => import('./SettingsDrawer'));

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
    // Its track's width, not its content's: a long code line must not widen the column beyond the track.
    width: '100%',
    maxWidth: 860,
    margin: '0 auto',
    padding: theme.spacing(4, 2, 8),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 4, 8) },
  },
  // The aside's column is reserved from the start: it comes after the (long) page column in the HTML, and a
  // browser painting the page as it streams in would otherwise move the column when the aside arrives.
  [theme.breakpoints.up('lg')]: {
    '&[data-aside]': { display: 'grid', gridTemplateColumns: `minmax(0, 1fr) ${TOC_WIDTH}px` },
  },
}));

export interface AppFrameProps {
  /**
   * The page's navigation: the current path and the area's tree, which is `undefined` in the browser
   * (the exported markup is kept). Pages without navigation (home, 404) omit it.
   */
  navigation?: { tree: readonly NavNode[] | undefined; activePath: string };
  /** The documented version and where it switches to. */
  version: VersionSwitcherProps;
  /** The page's path without language (`/x/introduction/`), for the language menu; pages without one get no menu. */
  canonicalPath?: string;
  /** Shown on the right of the page column from `lg` (the table of contents). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** The page frame: skip link, app bar, navigation, main column and aside. */
export function AppFrame({ navigation, version, canonicalPath, aside, children }: AppFrameProps) {
  const inX = canonicalPath !== undefined && areaOfPath(canonicalPath) === 'x';
  const t = useTranslate();
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  // Counts the openings: the drawer's code loads the first time it opens, and again after a failed load.
  const [settingsAttempt, setSettingsAttempt] = React.useState(0);
  const settingsOpener = React.useRef<HTMLElement | null>(null);
  const closeSettings = React.useCallback(() => setSettingsOpen(false), []);
  // The reload offer shown when the drawer's code could not load gives focus back to the button that opened it.
  const dismissSettings = React.useCallback(() => {
    setSettingsOpen(false);
    settingsOpener.current?.focus();
  }, []);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const closeNav = React.useCallback(() => {
    setNavOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <>
      <SkipLink />
      <AppHeader
        versionSwitcher={<VersionSwitcher {...version} />}
        menu={
          navigation
            ? { ref: menuButton, expanded: navOpen, controls: NAV_ID, onClick: () => setNavOpen((open) => !open) }
            : undefined
        }
        onSettingsClick={() => {
          settingsOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setSettingsOpen(true);
          setSettingsAttempt((value) => value + 1);
        }}
        search={<SearchButton />}
        languageMenu={canonicalPath ? <LanguageMenu canonicalPath={canonicalPath} /> : undefined}
      />
      <Body>
        {navigation ? (
          <NavDrawer {...navigation} label={t('appFrame.mainNavigation')} open={navOpen} onClose={closeNav} />
        ) : null}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1} data-aside={aside ? '' : undefined}>
          <div className="page-column">{children}</div>
          {aside}
        </Main>
      </Body>
      <OpenedIsland
        load={loadSettingsDrawer}
        open={settingsOpen}
        attempt={settingsAttempt}
        props={{ open: settingsOpen, onClose: closeSettings, showCodeStyling: inX }}
        failedMessage={t('settings.failed')}
        reloadLabel={t('island.reload')}
        dismissLabel={t('island.dismiss')}
        onDismiss={dismissSettings}
      />
    </>
  );
}
