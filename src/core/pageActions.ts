import { localizePath, type Language } from './i18n';
import { toUrlPath } from './paths';

/** A page's Markdown copy, as a site path: `/components/buttons/` → `/components/buttons/index.md` (in its language). */
export function markdownPathOf(pathname: string, language: Language): string {
  return `${localizePath(toUrlPath(pathname), language)}index.md`;
}

/** The AI assistants a page can be opened in, each with the address that starts a chat with a prompt. */
export const AI_CHATS = [
  { id: 'chatgpt', url: 'https://chatgpt.com/' },
  { id: 'claude', url: 'https://claude.ai/new' },
] as const;

/**
 * The address of a new chat in an assistant, asking `prompt` (`https://claude.ai/new?q=…`). What a query needs
 * escaped is; letters beyond ASCII stay as they are (the browser encodes them as it follows the link), so a Chinese
 * prompt takes a third of the bytes in the exported page.
 */
export function aiChatHref(chat: (typeof AI_CHATS)[number], prompt: string): string {
  const query = [...prompt]
    .map((character) => (character.codePointAt(0)! > 0x7f ? character : encodeURIComponent(character)))
    .join('');
  return `${chat.url}?q=${query}`;
}
