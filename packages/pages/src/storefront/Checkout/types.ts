import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '@joinery/flows/storefront/addressBook';
import type { addressValidationMachine } from '@joinery/flows/storefront/addressValidation';
import type { cartLineMachine } from '@joinery/flows/storefront/cartLine';
import type { paymentMachine } from '@joinery/flows/storefront/payment';
import type { shippingOptionsMachine } from '@joinery/flows/storefront/shippingOptions';

/** The checkout's child actors, as the sections receive them. */
export type AddressBookRef = ActorRefFrom<typeof addressBookMachine>;
export type AddressValidationRef = ActorRefFrom<typeof addressValidationMachine>;
export type CartLineRef = ActorRefFrom<typeof cartLineMachine>;
export type PaymentRef = ActorRefFrom<typeof paymentMachine>;
export type ShippingOptionsRef = ActorRefFrom<typeof shippingOptionsMachine>;
