export { Stack, stackAlignments, type StackProps, type StackAlign } from './Stack';
