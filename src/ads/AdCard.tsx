import { useTranslate } from '../providers';
import type { Ad } from './inhouse';
import { SafeHtml } from './SafeHtml';
import { sanitizeAdHtml } from './sanitize';

export function AdCard({ ad, type }: { ad: Ad; type: 'carbon' | 'image' }) {
  const t = useTranslate();
  return (
    <a
      className="ad"
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ad-type={type}
      data-ad-name={ad.name}
    >
      <img src={ad.img} alt="" width={130} height={100} />
      <span className="ad-text">
        <span>
          <SafeHtml nodes={sanitizeAdHtml(ad.description)} links={false} />
        </span>
        <span className="ad-poweredby">{t('ad.poweredBy', { name: ad.poweredby })}</span>
      </span>
    </a>
  );
}
