export { Demo, DEMO_TOOLBAR_ICONS, type DemoProps, type DemoBuildData, type DemoVariant } from './Demo';
export { useDemos } from './useDemos';
export { DEMO_RESET_EVENT } from './events';
export { DemoErrorBoundary } from './DemoErrorBoundary';
