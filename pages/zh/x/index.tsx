import { RedirectPage } from '../../../src/layout';
import { basicPageProps } from '../../../src/routes';

export const getStaticProps = () => basicPageProps('zh');

export default function XIndexZh() {
  return <RedirectPage to="/zh/x/introduction/" />;
}
