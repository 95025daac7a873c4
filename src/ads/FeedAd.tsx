import { impressionUrls, type FeedItem } from './feed';
import { SafeHtml } from './SafeHtml';
import { sanitizeAdHtml } from './sanitize';

export function FeedAd({ item }: { item: FeedItem }) {
  // Impression pixels: hidden images, requested once when the ad shows.
  return (
    <span data-ad-type="inline">
      <a href={item.statlink} target="_blank" rel="noopener sponsored" className="ad ad-inline">
        {item.image ? <img src={item.image} alt="" width={20} height={20} /> : null}
        <span>
          {item.company ? <strong>{item.company}</strong> : null}{' '}
          <SafeHtml nodes={sanitizeAdHtml(item.description)} links={false} />
        </span>
      </a>
      {impressionUrls(item).map((url) => (
        <img key={url} src={url} alt="" width={1} height={1} hidden data-ad-pixel="" />
      ))}
    </span>
  );
}
