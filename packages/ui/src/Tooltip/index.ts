export { Tooltip, tooltipSides, TOOLTIP_DELAY_MS, type TooltipProps, type TooltipSide } from './Tooltip';
