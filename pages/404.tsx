import messages from '../.generated/messages-en.json';
import { DocsConfigContext } from '../src/providers';
import { docsConfig } from '../src/config';
import { NotFoundPage } from '../src/routes';

const context = { config: docsConfig, language: 'en' as const, messages };

// 404.html is exported only from a page without getStaticProps, so its strings come in with the page (over the
// empty ones `_app` has for it; on the server, inside the theme `_app` provides).
export default function NotFound() {
  return (
    <DocsConfigContext.Provider value={context}>
      <NotFoundPage />
    </DocsConfigContext.Provider>
  );
}
