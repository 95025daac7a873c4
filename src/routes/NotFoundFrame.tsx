import { DOCUMENTED_VERSIONS } from '../config';
import { AppFrame, PageHead } from '../layout';
import { useTranslate } from '../providers';

/** The 404 page as exported. */
export function NotFoundFrame() {
  const t = useTranslate();
  return (
    <>
      <PageHead
        title={t('notFound.title')}
        description={t('notFound.description')}
        pathname="/404/"
        language="en"
        noIndex
      />
      <AppFrame version={{ version: `v${DOCUMENTED_VERSIONS.main}`, href: '/versions/' }}>
        <h1 style={{ fontSize: '2.25rem', margin: '32px 0 16px' }}>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <ul>
          <li>
            <a href="/">{t('notFound.home')}</a>
          </li>
          <li>
            <a href="/getting-started/installation/">{t('notFound.material')}</a>
          </li>
          <li>
            <a href="/x/introduction/">{t('notFound.x')}</a>
          </li>
        </ul>
      </AppFrame>
    </>
  );
}
