"use client";

import { Check, Link2, Mail, MessageCircle, MessageSquare, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { notify } from "@/components/ui/notify";
import {
  COPIED_NOTICE_MS,
  facebookShareHref,
  isMobileUserAgent,
  mailtoShareHref,
  sharePopupFeatures,
  smsShareHref,
  whatsappShareHref,
} from "@/lib/vehicle/share-links";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold hover:bg-muted";

/**
 * Share the car (spec 01 §2 "text, share (pop-up 550x400), copy link"): sms, e-mail and WhatsApp are
 * plain links (they work without JavaScript); Facebook opens the 550×400 pop-up; Copy link writes the
 * page address to the clipboard and says 'Copied' for 1.5 s (a clipboard the browser refuses is said in a
 * toast).
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [mobile, setMobile] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setMobile(isMobileUserAgent(navigator.userAgent)), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const message = `Check out this ${title}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notify({
        kind: "error",
        title: "The link could not be copied",
        description: "Copy it from your browser's address bar instead.",
      });
    }
  };
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Share this car">
      <li>
        <a className={linkClass} href={smsShareHref(url, message)}>
          <MessageSquare className="size-4" aria-hidden="true" /> Text
        </a>
      </li>
      <li>
        <a className={linkClass} href={mailtoShareHref(url, title)}>
          <Mail className="size-4" aria-hidden="true" /> Email
        </a>
      </li>
      <li>
        <a
          className={linkClass}
          href={whatsappShareHref(url, message, mobile)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
        </a>
      </li>
      <li>
        <a
          className={linkClass}
          href={facebookShareHref(url)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            window.open(facebookShareHref(url), "share", sharePopupFeatures(window.screen));
          }}
        >
          <Share2 className="size-4" aria-hidden="true" /> Share
        </a>
      </li>
      <li>
        <button type="button" className={linkClass} onClick={copy} data-testid="copy-link">
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Link2 className="size-4" aria-hidden="true" />
          )}
          <span aria-live="polite">{copied ? "Copied" : "Copy link"}</span>
        </button>
      </li>
    </ul>
  );
}
