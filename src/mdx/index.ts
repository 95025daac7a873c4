export { mdxComponents } from './components';
export { MdxContent } from './MdxContent';
