export { mdxComponents } from './components';
export { MdxContent } from './MdxContent';
export { useCopyButtons } from './useCopyButtons';
