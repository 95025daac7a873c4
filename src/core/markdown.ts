/** A code span of Markdown: a run of backticks, then anything up to a run of the same length. */
const CODE_SPAN = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/**
 * Text written into Markdown (the `.md` copies, `llms.txt`) with HTML-like text outside code escaped, so a
 * renderer shows it instead of taking it as a tag: "all <style> tags" keeps its `<style>` visible, while
 * "`<Button />`" (a code span) and "\<b>" (already escaped) are left as they are.
 */
export function escapeMarkdownHtml(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    result += escapeTags(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + escapeTags(text.slice(last));
}

function escapeTags(text: string): string {
  return text.replace(/(?<!\\)<(?=[A-Za-z/!?])/g, '&lt;');
}

/**
 * `text` as one Markdown code span, fenced with more backticks than any run inside it (padded with a space when it
 * starts or ends with one): a type such as `` `text${string}` `` stays a single span.
 */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const padding = longest > 0 ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}
