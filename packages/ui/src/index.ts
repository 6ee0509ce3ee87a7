// The public surface of @joinery/ui. Each component folder is also importable on its own
// (`@joinery/ui/Button`) so a bundle pulls in only what it uses.
export * from './theme';
export * from './Button';
export * from './Icon';
export * from './Field';
