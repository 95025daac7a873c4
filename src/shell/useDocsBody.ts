import * as React from 'react';
import { useApiViews } from '../api';
import { useDemos } from '../demos';
import { useDocsConfig, useTranslate } from '../providers';
import { useCopyButtons } from '../ui';
import { showToast } from './toast';

/**
 * The behaviour of a docs page's exported body: code blocks' copy buttons, an API page's view switches, and the
 * demos (their islands and toolbars, whose code loads only on pages with demos). Its own module, used by docs pages
 * only: a page without a body of docs (the home page) does not reach the demos' code at all, so its async chunks
 * do not differ from the docs pages' (Turbopack would otherwise build every demo's chunks twice).
 */
export function useDocsBody() {
  const config = useDocsConfig();
  const t = useTranslate();
  useCopyButtons({ copied: t('code.copied'), copy: t('code.copy'), copyCode: t('code.copyCode') });
  useApiViews();
  const dismiss = t('island.dismiss');
  const onMessage = React.useCallback((message: string) => showToast(message, dismiss), [dismiss]);
  useDemos(
    {
      crashed: t('demo.crashed'),
      retry: t('demo.retry'),
      unavailable: t('demo.unavailable'),
      reload: t('island.reload'),
      copy: t('demo.copy'),
      copied: t('demo.copied'),
      chatFailed: t('demo.chatFailed'),
      sandboxFailed: t('demo.sandboxFailed'),
    },
    config.chatEndpoint,
    onMessage,
  );
}
