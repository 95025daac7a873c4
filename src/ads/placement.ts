// Kept apart from the ad's own code (its chunk): the block reports a crash even when that chunk cannot load.

/** Where on the page the block sits, for analytics labels. */
export const AD_PLACEMENT = 'body-top';
/** The analytics event of an ad that crashed (its code threw or could not load); the ad is hidden. */
export const AD_CRASH_EVENT = { category: 'ad', action: 'crash', label: `crash-${AD_PLACEMENT}` } as const;
