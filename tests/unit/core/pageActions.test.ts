import { describe, expect, it } from 'vitest';
import { AI_CHATS, aiChatHref, markdownPathOf } from '../../../src/core/pageActions';

describe('page actions', () => {
  it('name the Markdown copy of a page in its language', () => {
    expect(markdownPathOf('/components/buttons', 'en')).toBe('/components/buttons/index.md');
    expect(markdownPathOf('/components/buttons', 'zh')).toBe('/zh/components/buttons/index.md');
    expect(markdownPathOf('/x/api/data-grid/data-grid', 'en')).toBe('/x/api/data-grid/data-grid/index.md');
  });

  it('start a chat in ChatGPT or Claude with the prompt as its query, encoded', () => {
    const prompt = 'Read https://mui.com/components/buttons/index.md & answer: "why?"';
    const [chatgpt, claude] = AI_CHATS.map((chat) => new URL(aiChatHref(chat, prompt)));
    expect(`${chatgpt.origin}${chatgpt.pathname}`).toBe('https://chatgpt.com/');
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    expect(chatgpt.searchParams.get('q')).toBe(prompt);
    expect(claude.searchParams.get('q')).toBe(prompt);
    expect(aiChatHref(AI_CHATS[1], 'a b')).toBe('https://claude.ai/new?q=a%20b');
    // Letters beyond ASCII stay readable; a Chinese prompt survives the round trip.
    const chinese = '请阅读 https://mui.com/zh/components/buttons/index.md，并回答 #1 & 2？';
    expect(aiChatHref(AI_CHATS[0], chinese)).toContain('请阅读%20https%3A%2F%2Fmui.com');
    expect(new URL(aiChatHref(AI_CHATS[0], chinese)).searchParams.get('q')).toBe(chinese);
  });
});
