import type * as React from 'react';
import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { useTranslate } from '../providers';
import { AppHeader } from './AppHeader';
import { LanguageMenu } from './LanguageMenu';
import { VersionSwitcher, type VersionSwitcherProps } from './VersionSwitcher';
import { MAIN_CONTENT_ID, TOC_WIDTH } from './constants';
import { NAV_ID, NavDrawer } from './NavDrawer';
import { SettingsPanel } from './SettingsPanel';
import { SkipLink } from './SkipLink';
import { SearchButton } from '../search';

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
   * The page's navigation: the current path and the area's tree. Pages without navigation (home, 404) omit it.
   */
  navigation?: { tree: readonly NavNode[] | undefined; activePath: string };
  /** The documented version and where it switches to. */
  version: VersionSwitcherProps;
  /** The page's path without language (`/x/introduction/`), for the language menu; pages without one get no menu. */
  canonicalPath?: string;
  /** Shown on the right of the page column from `lg` (the table of contents). */
  aside?: React.ReactNode;
  /** The settings offer the code styling (the `/x/` area's demos have variants). */
  showCodeStyling?: boolean;
  children: React.ReactNode;
}

/**
 * The page frame: skip link, app bar, navigation, main column and aside. The server renders it; the browser keeps
 * the exported markup, and the page's shell (`src/shell`) makes its controls work.
 */
export function AppFrame({
  navigation,
  version,
  canonicalPath,
  aside,
  showCodeStyling = false,
  children,
}: AppFrameProps) {
  const t = useTranslate();
  return (
    <>
      <SkipLink />
      <AppHeader
        versionSwitcher={<VersionSwitcher {...version} />}
        menu={navigation ? { controls: NAV_ID } : undefined}
        search={<SearchButton />}
        languageMenu={canonicalPath ? <LanguageMenu canonicalPath={canonicalPath} /> : undefined}
      />
      <Body>
        {navigation ? <NavDrawer {...navigation} label={t('appFrame.mainNavigation')} /> : null}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1} data-aside={aside ? '' : undefined}>
          <div className="page-column">{children}</div>
          {aside}
        </Main>
      </Body>
      <SettingsPanel showCodeStyling={showCodeStyling} />
    </>
  );
}
