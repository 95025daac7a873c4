import { RedirectPage } from '../../src/layout';

export default function XIndex() {
  return <RedirectPage to="/x/introduction/" />;
}
