/**
 * Toasts (Sonner: top centre, 5 s, no duplicates; ARCHITECTURE.md). Sonner loads on the first
 * toast, not with the first page: `notify` imports it, and <ToastHost> mounts its Toaster once
 * asked (Sonner replays toasts made before its Toaster subscribed). A toast's id is its text
 * unless given, so the same message shown twice updates one toast instead of stacking two.
 */
import type { ReactNode } from 'react';

// warning: a request the shop refused for a reason the customer can read (a 422; storefront.md §5).
type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * A toast's extras: `action`, an element (a link) shown beside the message; `toaster`, another place
 * than the spec's top centre: `confirmations` sits at the foot of the screen, above the phone's bottom
 * bar, for a short word that something worked (an add to the basket), never over the header.
 */
type NotifyOptions = { action?: ReactNode; toaster?: 'confirmations' };

let requested = false;
const listeners = new Set<() => void>();

export function notify(kind: Kind, message: string, id: string = message, options: NotifyOptions = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toaster, ...extras } = options;
  void import('sonner').then(({ toast }) =>
    toast[kind](message, { id, ...extras, ...(toaster ? { toasterId: toaster } : {}) }),
  );
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastRequested(): boolean {
  return requested;
}

/** Takes a toast away (e.g. a step's error once the customer has moved on); no-op if none shows. */
export function dismissToast(id: string): void {
  if (requested) void import('sonner').then(({ toast }) => toast.dismiss(id));
}
