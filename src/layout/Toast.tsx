import * as React from 'react';
import { useTranslate } from '../providers';

/** How long a message stays before it closes itself. */
export const TOAST_DURATION_MS = 6000;

/**
 * A short message at the bottom of the screen (a feedback error, a demo toolbar's result) that closes itself after
 * a few seconds or with its button. Plain HTML styled by the global stylesheet: it needs no chunk of its own, so
 * it shows even when no further code can load.
 */
export function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useTranslate();
  // The latest `onClose`, so a re-render of the caller does not restart the timer.
  const close = React.useRef(onClose);
  close.current = onClose;
  React.useEffect(() => {
    const timer = window.setTimeout(() => close.current(), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <div className="toast">
      {/* Only the message is announced, not the button's label. */}
      <span role="alert">{message}</span>
      <button type="button" onClick={onClose}>
        {t('island.dismiss')}
      </button>
    </div>
  );
}
