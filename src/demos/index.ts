export { Demo, type DemoProps, type DemoBuildData, type DemoVariant } from './Demo';
export { useDemoIslands } from './useDemoIslands';
export { DEMO_RESET_EVENT } from './events';
export { useDemoToolbar } from './useDemoToolbar';
export { DemoErrorBoundary } from './DemoErrorBoundary';
