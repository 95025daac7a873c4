export { AppFrame } from './AppFrame';
export { AppHeader } from './AppHeader';
export { PageFooter } from './PageFooter';
export { PageFeedback } from './PageFeedback';
export { PageHead } from './PageHead';
export { TableOfContents } from './TableOfContents';
export { MAIN_CONTENT_ID } from './constants';
export { RedirectPage } from './RedirectPage';
