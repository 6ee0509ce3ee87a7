export { Icon, type IconProps } from './Icon';
export { iconNames, iconPaths, type IconName } from './icons';
