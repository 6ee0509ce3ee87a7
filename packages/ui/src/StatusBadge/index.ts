export {
  StatusBadge,
  type StatusBadgeProps,
  type StatusBadgeTone,
  type StatusBadgeSize,
} from './StatusBadge';
export { statusBadgeTones, statusBadgeSizes } from './StatusBadge.css';
