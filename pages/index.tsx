import { HomePage, basicPageProps } from '../src/routes';

export const getStaticProps = () => basicPageProps('en');

export default function Home() {
  return <HomePage language="en" />;
}
