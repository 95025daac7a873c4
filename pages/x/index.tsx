import { RedirectPage } from '../../src/layout';
import { basicPageProps } from '../../src/routes/staticProps';

export const getStaticProps = () => basicPageProps('en');

export default function XIndex() {
  return <RedirectPage to="/x/introduction/" />;
}
