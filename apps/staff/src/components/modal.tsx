import { useEffect, useRef, type ReactNode } from 'react';

/** A native modal dialog: focus is kept inside, Escape closes it, the page behind is inert. */
export function Modal({
  title,
  onClose,
  wide = false,
  children
}: {
  title: string;
  onClose: () => void;
  /** Room for a picture: up to 64rem instead of 32rem. */
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onClose={onClose}
      className={`m-auto ${wide ? 'w-[min(64rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} rounded-xl border border-line p-0 shadow-xl backdrop:bg-black/40`}
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id="modal-title" className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
