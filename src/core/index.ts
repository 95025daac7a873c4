export * from './config';
export * from './feedback';
export * from './head';
export * from './navigation';
export * from './paths';
export * from './toc';
