import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/** One titled box of a detail screen. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4 text-sm">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Back to the list it came from (its filters are in the URL); straight to `to` when the page was opened directly. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center self-start text-sm text-plum underline"
      onClick={(event) => {
        if ((window.history.state as { idx?: number } | null)?.idx) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
    >
      ← {children}
    </Link>
  );
}
