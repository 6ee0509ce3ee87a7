export { Catalogue, type CatalogueProps } from './Catalogue';
