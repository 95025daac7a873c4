import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_STORAGE_KEY } from '../../../src/core';
import type { Language } from '../../../src/core/i18n';
import { PageFeedback } from '../../../src/layout';
import { useDocsConfig, useTranslate } from '../../../src/providers';
import { feedbackLabels, startFeedback } from '../../../src/shell/feedback';
import { closeToast } from '../../../src/shell/toast';
import { PageProviders } from '../../../build/PageProviders';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  closeToast();
});

/** The section as the server exports it, made to work by the shell's behaviour, with the language's strings. */
function renderFeedback(feedbackEndpoint: string | null, language: Language = 'en', page = '/getting-started/usage') {
  let t: (key: string) => string = (key) => key;
  const Strings = () => {
    t = useTranslate();
    return null;
  };
  const result = render(
    <PageProviders language={language} config={{ feedbackEndpoint }}>
      <Strings />
      <PageFeedback page={page} version={language === 'zh' ? 'v8.10.2' : 'v7.3.11'} />
    </PageProviders>,
  );
  stop = startFeedback({ endpoint: feedbackEndpoint, language, labels: feedbackLabels(t) });
  return result;
}

describe('PageFeedback', () => {
  it('says it could not submit when no endpoint is configured, and still remembers the answer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderFeedback(null);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Couldn't submit feedback. Please try again later.")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(FEEDBACK_STORAGE_KEY) ?? '{}')).toEqual({
      '/getting-started/usage': { rating: 'yes' },
    });
    fetchSpy.mockRestore();
  });

  it('restores a remembered answer and ignores corrupt entries', async () => {
    window.localStorage.setItem(
      FEEDBACK_STORAGE_KEY,
      JSON.stringify({ '/getting-started/usage': { rating: 'no', comment: 'More demos' }, '/x': 'garbage' }),
    );
    renderFeedback(null);
    const no = await screen.findByRole('button', { name: 'No', pressed: true });
    expect(no).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('More demos');
  });

  it('renders normally when stored feedback is not JSON', () => {
    window.localStorage.setItem(FEEDBACK_STORAGE_KEY, '{{{');
    renderFeedback(null);
    expect(screen.getByRole('button', { name: 'Yes', pressed: false })).toBeTruthy();
  });

  it('posts the answer as JSON to the endpoint', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    renderFeedback('https://feedback.example.test/v1');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('https://feedback.example.test/v1');
    expect(JSON.parse(String(init?.body))).toEqual({
      page: '/getting-started/usage',
      rating: 'no',
      comment: '',
      language: 'en',
      version: 'v7.3.11',
    });
    expect(screen.queryByText("Couldn't submit feedback. Please try again later.")).toBeNull();
    fetchSpy.mockRestore();
  });
});

describe('useDocsConfig', () => {
  it('throws a developer error outside DocsProvider', () => {
    const Probe = () => <>{useDocsConfig().productName}</>;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useDocsConfig needs a <DocsProvider> above it');
    spy.mockRestore();
  });
});

describe('PageFeedback in Chinese', () => {
  it("asks and reports errors in the reader's language", async () => {
    renderFeedback(null, 'zh', '/x/introduction');
    expect(screen.getByRole('heading', { name: '这个页面对你有帮助吗？' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '是' }));
    expect(await screen.findByText('无法提交反馈，请稍后再试。')).toBeTruthy();
  });
});

describe('useAdConfig', () => {
  it('throws a developer error outside AdProvider', async () => {
    const { useAdConfig } = await import('../../../src/ads');
    const Probe = () => <>{String(useAdConfig().enabled)}</>;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAdConfig needs a <AdProvider> above it');
    spy.mockRestore();
  });

  it('is available inside the page providers', async () => {
    const { useAdConfig } = await import('../../../src/ads');
    const Probe = () => <>{`ads:${useAdConfig().enabled}:${useAdConfig().displaySampleRatio}`}</>;
    render(
      <PageProviders>
        <Probe />
      </PageProviders>,
    );
    expect(screen.getByText('ads:true:0.1')).toBeTruthy();
  });
});
