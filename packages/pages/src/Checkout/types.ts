import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '@joinery/flows/addressBook';
import type { addressValidationMachine } from '@joinery/flows/addressValidation';
import type { cartLineMachine } from '@joinery/flows/cartLine';
import type { paymentMachine } from '@joinery/flows/payment';
import type { shippingOptionsMachine } from '@joinery/flows/shippingOptions';

/** The checkout's child actors, as the sections receive them. */
export type AddressBookRef = ActorRefFrom<typeof addressBookMachine>;
export type AddressValidationRef = ActorRefFrom<typeof addressValidationMachine>;
export type CartLineRef = ActorRefFrom<typeof cartLineMachine>;
export type PaymentRef = ActorRefFrom<typeof paymentMachine>;
export type ShippingOptionsRef = ActorRefFrom<typeof shippingOptionsMachine>;
