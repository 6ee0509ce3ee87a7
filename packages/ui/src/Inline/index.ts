export {
  Inline,
  inlineAlignments,
  inlineVerticalAlignments,
  collapseBreakpoints,
  type InlineProps,
  type InlineAlign,
  type InlineAlignY,
  type CollapseBelow,
} from './Inline';
