import { styled } from '@mui/material/styles';
import { localizePath } from '../core/i18n';
import { useDocsConfig, useTranslate, useUserLanguage } from '../providers';
import { APP_BAR_HEIGHT } from './constants';
import { Icon } from '../icons';
import { FrameIconButton, FrameIconLink } from './FrameIconButton';
import { SETTINGS_PANEL_ID } from './SettingsPanel';

const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: APP_BAR_HEIGHT,
  padding: theme.spacing(0, 2),
  background: `rgba(${theme.vars.palette.background.defaultChannel} / 0.92)`,
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '& .menu-button': { [theme.breakpoints.up('lg')]: { display: 'none' } },
}));

const Brand = styled('a')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontWeight: 700,
  fontSize: '1.125rem',
  textDecoration: 'none',
}));

const TextLink = styled('a')(({ theme }) => ({
  padding: theme.spacing(0.75, 1),
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  fontSize: '0.875rem',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover': { background: theme.vars.palette.action.hover },
  // On phones the bar keeps its icons; the blog stays reachable from the home page.
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

export interface AppHeaderProps {
  /** The version chip (or switcher) next to the product name. */
  versionSwitcher: React.ReactNode;
  /** The menu button, shown below `lg` where the navigation is a drawer; absent on pages without navigation. */
  menu?: { controls: string };
  /** Slot for the search button. */
  search?: React.ReactNode;
  /** Slot for the language menu. */
  languageMenu?: React.ReactNode;
}

/**
 * The top bar of every page: menu button, product name and version, then search, language, settings and source
 * links. Its buttons work through the page's shell (`data-shell`), which opens the drawer, search and settings.
 */
export function AppHeader({ versionSwitcher, menu, search, languageMenu }: AppHeaderProps) {
  const config = useDocsConfig();
  const language = useUserLanguage();
  const t = useTranslate();
  return (
    <Bar>
      {menu ? (
        <FrameIconButton
          type="button"
          className="menu-button"
          data-shell="menu"
          aria-label={t('appFrame.navigationMenu')}
          aria-controls={menu.controls}
          aria-expanded={false}
        >
          <Icon name="menu" />
        </FrameIconButton>
      ) : null}
      <Brand href={localizePath('/', language)} aria-label={`${config.productName} ${t('appFrame.home')}`}>
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
          <rect width="28" height="28" rx="6" fill="currentColor" opacity="0.12" />
          <path
            d="M6 20V8l5 5 5-5v12M19 8v12h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinejoin="round"
          />
        </svg>
        {config.productName}
      </Brand>
      {versionSwitcher}
      <span style={{ flexGrow: 1 }} />
      <TextLink href={localizePath('/blog/', language)}>{t('appFrame.blog')}</TextLink>
      {search}
      {languageMenu}
      <FrameIconButton
        type="button"
        data-shell="settings"
        aria-label={t('appFrame.openSettings')}
        aria-haspopup="dialog"
        aria-controls={SETTINGS_PANEL_ID}
      >
        <Icon name="settings" />
      </FrameIconButton>
      <FrameIconLink href={config.repositoryUrl} aria-label={t('appFrame.sourceCode')} target="_blank" rel="noopener">
        <Icon name="github" />
      </FrameIconLink>
    </Bar>
  );
}
