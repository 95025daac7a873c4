import { once } from '../islands';

/** The settings drawer's code (and MUI's Drawer and toggle buttons): loaded the first time the reader opens it. */
export const loadSettingsDrawer = once(() => import('./SettingsDrawer'));
