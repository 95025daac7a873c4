// The icons' door.
export { Icon, type IconName } from './Icon';
