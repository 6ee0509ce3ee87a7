export { Card, type CardProps, type CardVariant, type CardPadding } from './Card';
export { cardVariants, cardPaddings } from './Card.css';
