// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_AFTER_POLLS,
  INITIAL_AD_STATE,
  MAX_POLLS,
  chooseShape,
  isBot,
  isPolling,
  nextAdState,
  type AdState,
  type Placement,
} from '../../../src/ads/machine';

const FALLBACK = 'https://srv.example.net/fallback';

function run(placements: Placement[], random = () => 0.5): AdState[] {
  const states: AdState[] = [];
  let state = INITIAL_AD_STATE;
  for (const placement of placements) {
    state = nextAdState(state, placement, { fallbackLink: FALLBACK, inHouseCount: 4, random });
    states.push(state);
  }
  return states;
}

const absent: Placement = { present: false };

describe('ad state machine', () => {
  it('keeps polling for six polls without a placement, and calls ads blocked on the seventh', () => {
    const states = run(Array(BLOCKED_AFTER_POLLS + 1).fill(absent));
    expect(states.slice(0, BLOCKED_AFTER_POLLS).every((state) => state.kind === 'carbon')).toBe(true);
    expect(states[BLOCKED_AFTER_POLLS - 1]).toEqual({ kind: 'carbon', polls: 6 });
    expect(states[BLOCKED_AFTER_POLLS].kind).not.toBe('carbon');
  });

  it('shows the ad-block notice to 20% of blocked readers and an in-house ad to the rest', () => {
    expect(run(Array(7).fill(absent), () => 0.1).at(-1)).toEqual({ kind: 'notice' });
    expect(run(Array(7).fill(absent), () => 0.19).at(-1)).toEqual({ kind: 'notice' });
    expect(run(Array(7).fill(absent), () => 0.2).at(-1)).toEqual({ kind: 'inhouse', index: 0, type: 'image' });
    expect(run(Array(7).fill(absent), () => 0.99).at(-1)).toEqual({ kind: 'inhouse', index: 3, type: 'image' });
  });

  it("shows the network's ad once its placement has a link", () => {
    const states = run([
      absent,
      { present: true, link: null },
      { present: true, link: 'https://srv.example.net/ads/click/1' },
    ]);
    expect(states.map((state) => state.kind)).toEqual(['carbon', 'carbon', 'network']);
  });

  it("replaces the network's own fallback ad with an in-house ad of carbon type", () => {
    expect(run([{ present: true, link: `${FALLBACK}?id=3` }], () => 0.3).at(-1)).toEqual({
      kind: 'inhouse',
      index: 1,
      type: 'carbon',
    });
  });

  it('stops looking after 30 polls of an empty placement, leaving the network block', () => {
    const states = run(Array(MAX_POLLS).fill({ present: true, link: null }));
    expect(states[MAX_POLLS - 2]).toEqual({ kind: 'carbon', polls: MAX_POLLS - 1 });
    expect(states[MAX_POLLS - 1]).toEqual({ kind: 'network' });
    expect(isPolling(states[MAX_POLLS - 2])).toBe(true);
    expect(isPolling(states[MAX_POLLS - 1])).toBe(false);
  });

  it('ignores polls once decided', () => {
    const decided: AdState = { kind: 'notice' };
    expect(nextAdState(decided, absent, { fallbackLink: FALLBACK, inHouseCount: 4, random: () => 0 })).toBe(decided);
  });

  it('picks the inline shape for 20% of page loads', () => {
    expect(chooseShape(() => 0.05)).toBe('inline');
    expect(chooseShape(() => 0.2)).toBe('image');
  });

  it('recognises bots by their user agent', () => {
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'AhrefsCrawler',
      'Baiduspider',
      'SomeRobot/1.0',
      'crawling-agent',
    ]) {
      expect(isBot(agent), agent).toBe(true);
    }
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});
