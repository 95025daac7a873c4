import { DOCUMENTED_VERSIONS } from '../src/config';
import { AppFrame, PageHead } from '../src/layout';

export default function NotFound() {
  return (
    <>
      <PageHead title="Page not found" description="The page you asked for does not exist." pathname="/404/" noIndex />
      <AppFrame version={`v${DOCUMENTED_VERSIONS.main}`}>
        <h1 style={{ fontSize: '2.25rem', margin: '32px 0 16px' }}>Page not found</h1>
        <p>The page you asked for does not exist, or it has moved. These will get you back on track:</p>
        <ul>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/getting-started/installation/">Material UI: installation</a>
          </li>
          <li>
            <a href="/x/introduction/">MUI X: introduction</a>
          </li>
        </ul>
      </AppFrame>
    </>
  );
}
