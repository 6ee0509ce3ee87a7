export { Tabs, type TabsProps, type TabItem, type TabsVariant } from './Tabs';
export { tabsVariants } from './Tabs.css';
export { useElementWidth } from './useElementWidth';
