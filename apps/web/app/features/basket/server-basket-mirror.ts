import { create } from 'zustand';
import type { ServerBasket } from './basket-lines.ts';

/**
 * The customer's GET cart as the header's badge and the add buttons read it. TanStack Query holds
 * the real cache, but it is ~10 KB compressed: it loads lazily (ServerBasketSync, the drawer, /cart)
 * and copies each answer here, so a guest's first script never carries it.
 */
type MirrorState = { basket: ServerBasket | null; isError: boolean };

export const useServerBasketMirror = create<MirrorState>()(() => ({ basket: null, isError: false }));
