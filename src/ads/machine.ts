/**
 * The ad block's state machine, pure: every random choice comes from an injected `random()` so tests can force
 * each path. The component polls the ad network's placement every `POLL_INTERVAL_MS` and feeds what it sees here.
 */

export const POLL_INTERVAL_MS = 500;
/** Polls in all before the block stops looking. */
export const MAX_POLLS = 30;
/** After more than this many polls with no placement, ads are considered blocked. */
export const BLOCKED_AFTER_POLLS = 6;
/** Share of blocked readers who see the ad-block notice instead of an in-house ad. */
export const NOTICE_RATIO = 0.2;
/** Share of page loads that get the inline shape (the third-party feed) instead of the image shape. */
export const INLINE_RATIO = 0.2;

export type AdShape = 'image' | 'inline';

/** What the poll found: no placement yet, or the network's placement and the link it shows (null while empty). */
export type Placement = { present: false } | { present: true; link: string | null };

export type AdState =
  /** Waiting for the network's placement; `polls` so far. */
  | { kind: 'carbon'; polls: number }
  /** The network's own ad is showing. */
  | { kind: 'network' }
  /** An in-house ad: `index` into the in-house list; `type` is `carbon` when it replaces the network's fallback. */
  | { kind: 'inhouse'; index: number; type: 'carbon' | 'image' }
  /** The ad-block notice. */
  | { kind: 'notice' }
  /** Nothing: a bot, or a crash. */
  | { kind: 'none' };

export const INITIAL_AD_STATE: AdState = { kind: 'carbon', polls: 0 };

export function chooseShape(random: () => number): AdShape {
  return random() < INLINE_RATIO ? 'inline' : 'image';
}

export function randomIndex(count: number, random: () => number): number {
  return Math.min(count - 1, Math.floor(random() * count));
}

/** Whether the state still waits for polls. */
export function isPolling(state: AdState): boolean {
  return state.kind === 'carbon' && state.polls < MAX_POLLS;
}

/**
 * The next state after one poll. `fallbackLink` is the URL of the network's own fallback ad (from config):
 * a placement showing it is replaced by an in-house ad of carbon type.
 */
export function nextAdState(
  state: AdState,
  placement: Placement,
  options: { fallbackLink: string | null; inHouseCount: number; random: () => number },
): AdState {
  if (state.kind !== 'carbon') {
    return state;
  }
  const polls = state.polls + 1;
  if (placement.present) {
    if (placement.link && options.fallbackLink && placement.link.startsWith(options.fallbackLink)) {
      return { kind: 'inhouse', index: randomIndex(options.inHouseCount, options.random), type: 'carbon' };
    }
    if (placement.link) {
      return { kind: 'network' };
    }
    // The placement exists but is still empty: keep looking, up to the last poll, then leave the network's block.
    return polls >= MAX_POLLS ? { kind: 'network' } : { kind: 'carbon', polls };
  }
  if (polls > BLOCKED_AFTER_POLLS) {
    return options.random() < NOTICE_RATIO
      ? { kind: 'notice' }
      : { kind: 'inhouse', index: randomIndex(options.inHouseCount, options.random), type: 'image' };
  }
  return { kind: 'carbon', polls };
}

/** User agents that get an empty ad block. */
export const BOT_PATTERN = /bot|googlebot|crawler|spider|robot|crawling/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return BOT_PATTERN.test(userAgent ?? '');
}
