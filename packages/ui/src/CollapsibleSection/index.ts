export {
  CollapsibleSection,
  type CollapsibleSectionProps,
  type CollapsibleSectionVariant,
} from './CollapsibleSection';
export { collapsibleSectionVariants } from './CollapsibleSection.css';
export { collapsibleSectionMessages } from './messages';
