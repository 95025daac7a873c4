import { styled } from '@mui/material/styles';
import type { VersionLink } from '../core/versions';
import { useTranslate } from '../providers';
import { FrameMenu } from './FrameMenu';

const versionStyles = {
  padding: '2px 8px',
  borderRadius: 12,
  font: 'inherit',
  fontSize: '0.75rem',
  fontWeight: 600,
  textDecoration: 'none',
  background: 'transparent',
  cursor: 'pointer',
} as const;

const VersionButton = styled('button')(({ theme }) => ({
  ...versionStyles,
  color: theme.vars.palette.primary.main,
  border: `1px solid ${theme.vars.palette.divider}`,
  '&::after': { content: '" ▾"' },
}));

const VersionLinkChip = styled('a')(({ theme }) => ({
  ...versionStyles,
  color: theme.vars.palette.primary.main,
  border: `1px solid ${theme.vars.palette.divider}`,
}));

export interface VersionSwitcherProps {
  /** The version this site documents: `v8.10.2`. */
  version: string;
  /** Older versions of the current product; with them the chip opens a menu. */
  links?: VersionLink[];
  /** Without `links`: where the chip leads (the versions page), if anywhere. */
  href?: string;
}

/** The version chip of the app bar: a menu of the product's other versions, or a link to the versions page. */
export function VersionSwitcher({ version, links, href }: VersionSwitcherProps) {
  const t = useTranslate();
  const label = t('appFrame.version', { version });
  if (!links || links.length === 0) {
    return href ? (
      <VersionLinkChip href={href} aria-label={label}>
        {version}
      </VersionLinkChip>
    ) : (
      <VersionLinkChip as="span" aria-label={label}>
        {version}
      </VersionLinkChip>
    );
  }
  return (
    <FrameMenu
      id="version-menu"
      label={t('appFrame.versions')}
      renderButton={(props) => (
        <VersionButton type="button" aria-label={label} {...props}>
          {version}
        </VersionButton>
      )}
    >
      <li>
        <span className="frame-menu-item" aria-current="true">
          {version} ({t('appFrame.currentVersion')})
        </span>
      </li>
      {links.map((link) => (
        <li key={link.version}>
          <a href={link.href} rel="noopener">
            {link.version}
          </a>
        </li>
      ))}
    </FrameMenu>
  );
}
