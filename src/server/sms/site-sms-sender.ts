import "server-only";
import type { MessagingConfig } from "@/lib/messaging/messaging-config";
import { messageMediaSmsSender } from "./messagemedia-sms-sender";
import type { OutgoingSms, SmsOutcome, SmsSender } from "./sms-sender";

export type SiteSmsOptions = {
  /** The site's messaging settings by its slug; null for a site that is not there (any more). */
  messagingFor: (siteSlug: string) => Promise<MessagingConfig | null>;
  /** MessageMedia's API address (the environment's; tests point it at a loopback fake). */
  messageMediaApiBase: string;
  fetchImpl?: typeof fetch;
};

/**
 * The server's SMS sender made site-aware (issue 36 item 2, decision 0077): each message goes out with
 * its site's sender id, and through the site's own MessageMedia account when it has chosen one;
 * otherwise through the platform's sender (`platform`). Every caller (sign-in codes, alerts, notices)
 * names the site on the message already, so none of them changes.
 */
export function siteSmsSender(platform: SmsSender, options: SiteSmsOptions): SmsSender {
  return {
    describe: `${platform.describe}, or a site's own account`,
    async send(message: OutgoingSms): Promise<SmsOutcome> {
      let messaging: MessagingConfig | null;
      try {
        messaging = await options.messagingFor(message.site);
      } catch {
        return { ok: false, retryable: true, reason: "could not read the site's messaging settings" };
      }
      const sender = messaging?.sms_sender ?? message.sender;
      const outgoing: OutgoingSms = sender ? { ...message, sender } : message;
      const own = messaging ? ownMessageMedia(messaging, options) : null;
      return (own ?? platform).send(outgoing);
    },
  };
}

function ownMessageMedia(messaging: MessagingConfig, options: SiteSmsOptions): SmsSender | null {
  const { sms_provider, messagemedia_api_key, messagemedia_api_secret } = messaging;
  if (sms_provider !== "messagemedia" || !messagemedia_api_key || !messagemedia_api_secret) return null;
  return messageMediaSmsSender(
    {
      apiKey: messagemedia_api_key,
      apiSecret: messagemedia_api_secret,
      apiBase: options.messageMediaApiBase,
    },
    options.fetchImpl,
  );
}
