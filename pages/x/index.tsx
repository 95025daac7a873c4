import { RedirectPage } from '../../src/layout';
import { basicPageProps } from '../../src/routes';

export const getStaticProps = () => basicPageProps('en');

export default function XIndex() {
  return <RedirectPage to="/x/introduction/" />;
}
