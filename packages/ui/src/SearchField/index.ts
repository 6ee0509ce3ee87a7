export { SearchField, type SearchFieldProps, type SearchFieldSize } from './SearchField';
export { searchFieldSizes } from './SearchField.css';
