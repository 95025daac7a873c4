// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  feedbackPayload,
  normalizeComment,
  parseFeedbackStore,
  withFeedback,
} from '../../../src/core/feedback';
import { canonicalUrl, documentLanguage, documentTitle } from '../../../src/core/head';
import { activeHeadingId, nestHeadings } from '../../../src/core/toc';

describe('head', () => {
  it('titles pages "<page> - <product>"', () => {
    expect(documentTitle('Installation', 'MUI')).toBe('Installation - MUI');
    expect(documentTitle('  ', 'MUI')).toBe('MUI');
  });

  it('builds canonical URLs with a trailing slash', () => {
    expect(canonicalUrl('https://mui.com/', '/x/introduction')).toBe('https://mui.com/x/introduction/');
    expect(canonicalUrl('https://mui.com', '/')).toBe('https://mui.com/');
  });

  it('reads the language from the path', () => {
    expect(documentLanguage('/zh/x/introduction/')).toEqual({ lang: 'zh', dir: 'ltr' });
    expect(documentLanguage('/zh')).toEqual({ lang: 'zh', dir: 'ltr' });
    expect(documentLanguage('/zhongwen/')).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

describe('table of contents', () => {
  it('nests h3 under the preceding h2 and keeps a leading h3 at the top', () => {
    expect(
      nestHeadings([
        { id: 'intro', text: 'Intro', level: 3 },
        { id: 'a', text: 'A', level: 2 },
        { id: 'a1', text: 'A1', level: 3 },
        { id: 'b', text: 'B', level: 2 },
      ]),
    ).toEqual([
      { id: 'intro', text: 'Intro' },
      { id: 'a', text: 'A', children: [{ id: 'a1', text: 'A1' }] },
      { id: 'b', text: 'B' },
    ]);
  });

  it('tracks the last heading above the offset, the last one at the bottom, none before the first', () => {
    const positions = [
      { id: 'a', top: -300 },
      { id: 'b', top: 50 },
      { id: 'c', top: 600 },
    ];
    expect(activeHeadingId(positions, 100, false)).toBe('b');
    expect(activeHeadingId(positions, 10, false)).toBe('a');
    expect(activeHeadingId(positions, 100, true)).toBe('c');
    expect(activeHeadingId([{ id: 'a', top: 400 }], 100, false)).toBeNull();
    expect(activeHeadingId([], 100, true)).toBeNull();
  });
});

describe('feedback store', () => {
  it('ignores corrupt or foreign stored values', () => {
    expect(parseFeedbackStore(null)).toEqual({});
    expect(parseFeedbackStore('{not json')).toEqual({});
    expect(parseFeedbackStore('[1,2]')).toEqual({});
    expect(parseFeedbackStore('"text"')).toEqual({});
    expect(
      parseFeedbackStore(
        JSON.stringify({
          '/a': { rating: 'yes' },
          '/b': { rating: 'maybe' },
          '/c': { rating: 'no', comment: 42 },
          d: { rating: 'yes' },
          '/e': { rating: 'no', comment: 'Missing a demo', extra: true },
        }),
      ),
    ).toEqual({ '/a': { rating: 'yes' }, '/e': { rating: 'no', comment: 'Missing a demo' } });
  });

  it('replaces one page entry without touching others', () => {
    const store = { '/a': { rating: 'yes' as const } };
    expect(withFeedback(store, '/b', { rating: 'no' })).toEqual({ '/a': { rating: 'yes' }, '/b': { rating: 'no' } });
    expect(store).toEqual({ '/a': { rating: 'yes' } });
  });

  it('trims and caps comments in the posted payload', () => {
    expect(normalizeComment('  hi  ')).toBe('hi');
    expect(normalizeComment('x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 10))).toHaveLength(FEEDBACK_COMMENT_MAX_LENGTH);
    expect(feedbackPayload({ page: '/a', rating: 'no', comment: ' typo ', language: 'en', version: 'v7' })).toEqual({
      page: '/a',
      rating: 'no',
      comment: 'typo',
      language: 'en',
      version: 'v7',
    });
  });
});
