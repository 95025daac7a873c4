import { LANGUAGES, LANGUAGE_NAMES, localizePath } from '../core/i18n';
import { useTranslate, useUserLanguage } from '../providers';
import { Icon } from '../icons';
import { FrameIconButton } from './FrameIconButton';
import { FrameMenu } from './FrameMenu';

export interface LanguageMenuProps {
  /** The current page's path without language: `/x/introduction/`. */
  canonicalPath: string;
}

/** Switches to the same page in another language; the shell carries the hash over (`data-keep-hash`). */
export function LanguageMenu({ canonicalPath }: LanguageMenuProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <FrameMenu
      id="language-menu"
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
            data-keep-hash=""
          >
            {LANGUAGE_NAMES[code]}
          </a>
        </li>
      ))}
    </FrameMenu>
  );
}
