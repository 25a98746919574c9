import type { UseFormRegisterReturn } from "react-hook-form";

/** The honeypot: hidden from people and assistive tech; a bot that fills it is answered as sent. */
export function HoneypotField({ formId, field }: { formId: string; field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-website`}>Leave this empty</label>
      <input id={`${formId}-website`} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
