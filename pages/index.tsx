import { HomePage } from '../src/routes/HomePage';
import { basicPageProps } from '../src/routes/staticProps';

export const getStaticProps = () => basicPageProps('en');

export default function Home() {
  return <HomePage language="en" />;
}
