import { HomePage } from '../../src/routes/HomePage';
import { basicPageProps } from '../../src/routes/staticProps';

export const getStaticProps = () => basicPageProps('zh');

export default function HomeZh() {
  return <HomePage language="zh" />;
}
