// The icons' door.
export { Icon, iconMarkup, type IconName } from './Icon';
