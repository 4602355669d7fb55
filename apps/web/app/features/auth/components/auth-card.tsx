import type { ReactNode } from 'react';
import { Logo } from '../../../shared/layout/logo.tsx';

/**
 * The frame of the sign-in and registration pages, which have no header or footer (the spec):
 * the logo (the way home) above one white card.
 */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md pt-4 sm:pt-12">
      <div className="mb-6 flex justify-center">
        <Logo />
      </div>
      <section className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">{children}</section>
    </div>
  );
}
