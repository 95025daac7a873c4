import * as React from 'react';
import { LANGUAGES, LANGUAGE_NAMES, localizePath } from '../core/i18n';
import { useTranslate, useUserLanguage } from '../providers';
import { Icon } from '../icons';
import { FrameIconButton } from './FrameIconButton';
import { FrameMenu } from './FrameMenu';

export interface LanguageMenuProps {
  /** The current page's path without language: `/x/introduction/`. */
  canonicalPath: string;
}

/** Carry the reader's current hash (`#section`) over to the other language's page. */
function keepHash(event: React.MouseEvent<HTMLAnchorElement>) {
  if (window.location.hash && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
    event.preventDefault();
    window.location.assign(`${event.currentTarget.getAttribute('href')}${window.location.hash}`);
  }
}

/** Switches to the same page in another language, keeping the hash. */
export function LanguageMenu({ canonicalPath }: LanguageMenuProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <FrameMenu
      label={t('appFrame.language')}
      renderButton={(props) => (
        <FrameIconButton type="button" aria-label={t('appFrame.languageMenu')} {...props}>
          <Icon name="translate" />
        </FrameIconButton>
      )}
    >
      {LANGUAGES.map((code) => (
        <li key={code}>
          <a
            href={localizePath(canonicalPath, code)}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            onClick={keepHash}
          >
            {LANGUAGE_NAMES[code]}
          </a>
        </li>
      ))}
    </FrameMenu>
  );
}
