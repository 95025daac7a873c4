export { Demo, type DemoProps } from './Demo';
export { useDemoIslands } from './useDemoIslands';
export { DemoErrorBoundary } from './DemoErrorBoundary';
