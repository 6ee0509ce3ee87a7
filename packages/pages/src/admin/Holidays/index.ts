export { Holidays, type HolidaysProps } from './Holidays';
