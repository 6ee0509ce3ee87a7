export { BackgroundJobs, type BackgroundJobsProps } from './BackgroundJobs';
