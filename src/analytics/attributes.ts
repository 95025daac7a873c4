// The markup side of click analytics, kept apart from the code that reads it (which loads only with analytics).

/** The data attributes a clickable element carries to be reported (`data-ga-event-category` and the rest). */
export const CLICK_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  split: 'data-ga-event-split',
} as const;

/** The attributes that make an element's clicks reported: `<button {...gaEventAttributes('demo', 'copy', name)}>`. */
export function gaEventAttributes(
  category: string,
  action: string,
  label?: string,
  split?: number,
): Record<string, string> {
  return {
    [CLICK_ATTRIBUTES.category]: category,
    [CLICK_ATTRIBUTES.action]: action,
    ...(label ? { [CLICK_ATTRIBUTES.label]: label } : {}),
    ...(split !== undefined ? { [CLICK_ATTRIBUTES.split]: String(split) } : {}),
  };
}

/**
 * The label a container gives the reported clicks of the elements inside it that have none: a demo's toolbar names
 * the demo once, for all its buttons (`clickEvent` reads the nearest).
 */
export function gaEventLabel(label: string): Record<string, string> {
  return { [CLICK_ATTRIBUTES.label]: label };
}
