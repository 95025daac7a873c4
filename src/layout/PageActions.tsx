import { styled } from '@mui/material/styles';
import type { Language } from '../core/i18n';
import { AI_CHATS, aiChatHref, markdownPathOf } from '../core/pageActions';
import { Icon } from '../icons';
import { useTranslate } from '../providers';

/** The menu's id (one per page): the toggle controls it. */
export const PAGE_ACTIONS_MENU_ID = 'page-actions-menu';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  margin: theme.spacing(0, 0, 2),
  '& .page-actions-group': {
    display: 'inline-flex',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    overflow: 'hidden',
  },
  '& .page-actions-group button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    minHeight: 32,
    padding: theme.spacing(0.5, 1.25),
    border: 0,
    background: 'transparent',
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    cursor: 'pointer',
    '&:hover': { background: theme.vars.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .page-actions-toggle': {
    borderInlineStart: `1px solid ${theme.vars.palette.divider}!important`,
    padding: '4px!important',
  },
  '& svg': { width: 18, height: 18, fill: 'currentColor', flexShrink: 0 },
  '& [role="menu"]': {
    position: 'absolute',
    insetInlineStart: 0,
    top: '100%',
    zIndex: theme.zIndex.modal,
    minWidth: 220,
    margin: theme.spacing(0.5, 0, 0),
    padding: theme.spacing(0.5, 0),
    listStyle: 'none',
    background: theme.vars.palette.background.paper,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    boxShadow: theme.shadows[8],
  },
  '& [role="menuitem"]': {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    gap: theme.spacing(1.25),
    padding: theme.spacing(1, 2),
    border: 0,
    background: 'transparent',
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover, &:focus': { background: theme.vars.palette.action.hover, outline: 'none' },
  },
  '& textarea': {
    flexBasis: '100%',
    minHeight: 160,
    font: '0.8125rem/1.5 ui-monospace, monospace',
  },
}));

export interface PageActionsProps {
  /** The page, navigation form (`/components/buttons`). */
  pathname: string;
  language: Language;
  /** The site's public origin: the assistants are asked about the Markdown copy there. */
  siteOrigin: string;
}

/**
 * The actions at the top of a docs page, exported as HTML: "Copy page" (its Markdown copy, the `.md` beside the
 * page) and a menu with the Markdown copy itself, the page opened in ChatGPT or Claude, and a link to the section in
 * view. The behaviour (`shell/pageActions`) loads on the reader's first interaction (pointer, focus), so it is no
 * part of the page's initial JavaScript; its messages travel here as attributes, not in the page's props.
 */
export function PageActions({ pathname, language, siteOrigin }: PageActionsProps) {
  const t = useTranslate();
  const label = (key: string) => t(`pageActions.${key}`);
  const markdown = markdownPathOf(pathname, language);
  const prompt = t('pageActions.prompt', { url: `${siteOrigin.replace(/\/+$/, '')}${markdown}` });
  const chatLabels: Record<(typeof AI_CHATS)[number]['id'], string> = {
    chatgpt: label('chatgpt'),
    claude: label('claude'),
  };
  return (
    <Root
      data-shell="page-actions"
      data-markdown={markdown}
      data-copied={label('copied')}
      data-section-copied={label('sectionCopied')}
      data-copy-failed={label('copyFailed')}
      data-load-failed={label('loadFailed')}
      data-text-label={label('text')}
    >
      <div className="page-actions-group" role="group" aria-label={label('group')}>
        <button type="button" data-page-action="copy">
          <Icon name="copy" />
          {label('copy')}
        </button>
        <button
          type="button"
          className="page-actions-toggle"
          aria-label={label('more')}
          aria-haspopup="menu"
          aria-expanded="false"
          aria-controls={PAGE_ACTIONS_MENU_ID}
        >
          <Icon name="arrowDown" />
        </button>
      </div>
      <ul role="menu" id={PAGE_ACTIONS_MENU_ID} aria-label={label('more')} hidden>
        <li role="none">
          <a role="menuitem" tabIndex={-1} href={markdown} type="text/markdown">
            <Icon name="markdown" />
            {label('viewMarkdown')}
          </a>
        </li>
        {AI_CHATS.map((chat) => (
          <li role="none" key={chat.id}>
            <a
              role="menuitem"
              tabIndex={-1}
              href={aiChatHref(chat, prompt)}
              target="_blank"
              rel="noopener noreferrer"
              data-chat={chat.id}
            >
              <Icon name="openInNew" />
              {chatLabels[chat.id]}
            </a>
          </li>
        ))}
        <li role="none" hidden data-section-item="">
          <button role="menuitem" tabIndex={-1} type="button" data-page-action="copy-section">
            <Icon name="link" />
            {label('copySection')}
          </button>
        </li>
      </ul>
    </Root>
  );
}
