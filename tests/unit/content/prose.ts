/** An MDX page without its front matter and fenced code blocks: the sentences a reader reads as prose. */
export function proseOf(mdx: string): string {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) {
      lines.push(line);
    }
  }
  return lines.join('\n');
}
