import { startAdBlock } from '../ads';
import { translator, type DocsContextValue } from '../providers';
import { startCodeSwitches } from '../utils';
import { startColorScheme } from './colorScheme';
import { startDeferred } from './deferred';
import { startMenus } from './menus';
import { startNavigation } from './navigation';
import { startSearch } from './search';
import { startSettings } from './settings';
import { startTableOfContents } from './tableOfContents';

/**
 * Makes the exported frame of a page work, as plain DOM behaviour over its markup: the navigation drawer, the app
 * bar's menus, the settings panel, search (whose code loads when the reader opens it), the table of contents, page
 * feedback (loaded once the page is idle), the code switches, the colour scheme and the ad block. Returns the function that stops them all.
 */
export function startShell(context: DocsContextValue): () => void {
  const t = translator(context.messages);
  const pageActions = document.querySelector<HTMLElement>('[data-shell="page-actions"]');
  const stops = [
    startColorScheme(),
    startCodeSwitches(),
    startNavigation(),
    startMenus(),
    startTableOfContents(),
    startSettings(),
    startSearch(context, t),
    // Page feedback sits at the end of the page: its code loads once the page is idle.
    startDeferred(document.querySelector('[data-shell="feedback"]'), () =>
      import('./feedback').then(({ feedbackLabels, startFeedback }) =>
        startFeedback({
          endpoint: context.config.feedbackEndpoint,
          language: context.language,
          labels: feedbackLabels(t),
        }),
      ),
    ),
    startAdBlock(context, context.config.ads),
    // The page's actions (copy page and its menu): their code loads when the reader's pointer or focus reaches them.
    startDeferred(
      pageActions,
      () => import('./pageActions').then(({ startPageActions }) => startPageActions(pageActions!, t('island.dismiss'))),
      'interaction',
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
