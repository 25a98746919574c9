import { addressLines, type PostalAddressParts } from "@/lib/format/address";

/** The address in an <address> element, one line per block. */
export function PostalAddress({ address, className }: { address: PostalAddressParts; className?: string }) {
  return (
    <address className={className ?? "not-italic"}>
      {addressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
