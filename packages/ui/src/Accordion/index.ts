export {
  Accordion,
  type AccordionRootProps,
  type AccordionItemProps,
  type AccordionVariant,
} from './Accordion';
export { accordionVariants } from './Accordion.css';
