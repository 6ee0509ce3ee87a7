// Screens are imported per route by the site (`@joinery/pages/Checkout`) so each route is its own chunk.
export {};
