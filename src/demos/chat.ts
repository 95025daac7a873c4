import type { SandboxDemo } from './sandboxProject';
import { sandboxFiles } from './sandboxProject';

/**
 * "Open in MUI Chat": posts the demo's project (its source first) to the configured chat service, which
 * answers `{ "url": "https://…" }`, the conversation to open. The tab is opened during the click (so no
 * popup blocker stops it) and pointed at the answer; on any failure it closes and the caller says so.
 * Loads on the first click, never with the page.
 */
export async function openInChat(endpoint: string, demo: SandboxDemo): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const files = sandboxFiles(demo);
    const main = Object.keys(files).find((file) => file.startsWith(`src/${demo.name}.`))!;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: demo.name,
        source: { path: main, language: demo.variant === 'TS' ? 'tsx' : 'jsx', content: files[main] },
        files,
        dependencies: demo.dependencies,
        page: demo.pageUrl,
      }),
    });
    if (!response.ok) {
      throw new Error(`MUI Chat answered ${response.status}`);
    }
    const answer: unknown = await response.json();
    const url = typeof answer === 'object' && answer !== null ? (answer as { url?: unknown }).url : undefined;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new Error('MUI Chat answered without a conversation URL');
    }
    if (!tab) {
      throw new Error('The browser blocked the new tab');
    }
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
