// The shell's door: what a page renders in the browser around its exported markup (README "Architecture").
export { PageShell, type PageShellProps } from './PageShell';
export { useDocsBody } from './useDocsBody';
