import { HomePage, basicPageProps } from '../../src/routes';

export const getStaticProps = () => basicPageProps('zh');

export default function HomeZh() {
  return <HomePage language="zh" />;
}
