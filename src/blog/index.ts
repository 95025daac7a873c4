// The blog's door: the index of posts (an MDX component) and a post's header (server only).
export { BlogIndex } from './BlogIndex';
export { PostHeader, type PostHeaderProps } from './PostHeader';
