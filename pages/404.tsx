import messages from '../.generated/messages-en.json';
import { DocsProvider } from '../src/providers';
import { docsConfig } from '../src/config';
import { NotFoundPage } from '../src/routes';

// 404.html is exported only from a page without getStaticProps, so its strings come in with the page.
export default function NotFound() {
  return (
    <DocsProvider config={docsConfig} language="en" messages={messages}>
      <NotFoundPage />
    </DocsProvider>
  );
}
