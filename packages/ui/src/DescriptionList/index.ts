export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionListItem,
  type DescriptionListLayout,
  type DescriptionListSize,
} from './DescriptionList';
export { descriptionListLayouts, descriptionListSizes } from './DescriptionList.css';
