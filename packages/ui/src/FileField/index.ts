export { FileField, type FileFieldProps, type FileFieldSize } from './FileField';
export { fileFieldSizes } from './FileField.css';
export { acceptsFile, extensionOf } from './acceptsFile';
