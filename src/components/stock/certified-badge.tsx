/**
 * Spec 01 §4 rule 3: "A certified-used image badge, for certified used cars of one make". The badge is
 * an image (an inline SVG, so it needs no file and no request): a rosette with a tick and the brand's
 * words, named for screen readers by its text ('Toyota Certified Pre-Owned').
 */
export function CertifiedBadge({ text, className }: { text: string; className?: string }) {
  const make = text.replace(/\s*Certified Pre-Owned$/i, "").toUpperCase();
  return (
    <svg
      role="img"
      aria-label={text}
      viewBox="0 0 168 40"
      width="168"
      height="40"
      className={className}
      data-testid="certified-badge"
    >
      <title>{text}</title>
      <rect x="0" y="0" width="168" height="40" rx="6" fill="#1a1a1a" />
      <circle cx="20" cy="20" r="13" fill="#c9a227" />
      <path d="M13.5 20.5l4.5 4.5 8.5-9" fill="none" stroke="#1a1a1a" strokeWidth="3" strokeLinecap="round" />
      <text x="40" y="17" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="11" fontWeight="700">
        {make}
      </text>
      <text x="40" y="31" fill="#c9a227" fontFamily="system-ui, sans-serif" fontSize="10" fontWeight="700">
        CERTIFIED PRE-OWNED
      </text>
    </svg>
  );
}
