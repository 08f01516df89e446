// Which connected integrations the builder's Check asks about: those that pass visitors' details on
// (server/deliveries/senders.ts), take a form's price, or feed a gallery from an account's or a
// database's tables. The builder shows the button by it, and the server checks no other kind.
import { isPaymentKind } from '../payments/payment-kinds';
import { isGalleryTableKind } from '../widgets/gallery-source';
import { PASSES_ON } from './passes-on';

export const hasConnectionCheck = (kind: string): boolean => Object.hasOwn(PASSES_ON, kind) || isPaymentKind(kind) || isGalleryTableKind(kind);
