export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressTone,
  type ProgressSize,
} from './ProgressBar';
export { progressTones, progressSizes } from './ProgressBar.css';
