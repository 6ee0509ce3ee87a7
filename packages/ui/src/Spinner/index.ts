export { Spinner, type SpinnerProps, type SpinnerSize, type SpinnerTone } from './Spinner';
export { spinnerSizes, spinnerTones } from './Spinner.css';
