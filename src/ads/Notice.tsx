import { useTranslate } from '../providers';

export function Notice() {
  const t = useTranslate();
  return (
    <p className="ad-notice" data-ad-type="notice">
      {t('ad.notice')} <strong>{t('ad.thanks')}</strong>
    </p>
  );
}
