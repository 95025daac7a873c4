// The icons' door.
export { Icon, IconSprite, iconMarkup, type IconName } from './Icon';
