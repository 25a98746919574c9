import { ErrorNotice } from "@/components/layout/error-notice";

/** A console address that leads nowhere (a site or record since removed, a mistyped link). */
export default function ConsoleNotFound() {
  return (
    <ErrorNotice
      title="Page not found"
      message="There is no console page at this address. The site or record may have been removed, or the link may be out of date."
      home={{ href: "/", label: "Back to the console" }}
    />
  );
}
