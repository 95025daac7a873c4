export { Demo, type DemoProps, type DemoBuildData, type DemoVariant } from './Demo';
export { useDemoIslands, DEMO_RESET_EVENT } from './useDemoIslands';
export { useDemoToolbar } from './useDemoToolbar';
export { DemoErrorBoundary } from './DemoErrorBoundary';
