import "server-only";
import { buildAdfXml } from "@/lib/leads/adf";
import { dealerEmailSubject, renderDealerEmail } from "@/lib/leads/dealer-email";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import { deliverWebhook } from "./deliver-webhook";
import type { Mailer } from "./mailer";
import type { ClaimedDelivery } from "./outbox";

export type DeliveryDeps = {
  mailer: Mailer;
  /** The envelope sender of dealer e-mails, e.g. '"Forecourt leads" <leads@forecourt.example>'. */
  from: string;
  /** The site's current webhook secret for this URL, or null when the site no longer sends there. */
  webhookSecret(siteId: number, url: string): Promise<string | null>;
  allowPrivateWebhookTargets: boolean;
  now?: () => number;
};

/**
 * Sends one claimed delivery on its channel and reports the outcome for the outbox to record. Every
 * id in what is sent is stable per delivery row, so a retry is recognisably the same message: the
 * e-mail's Message-ID, and the webhook's `x-forecourt-delivery` header.
 */
export async function sendDelivery(job: ClaimedDelivery, deps: DeliveryDeps): Promise<DeliveryOutcome> {
  const lead = job.lead;
  const messageId = `<lead-${lead.leadId}.${job.channel}.${job.id}@forecourt.local>`;
  if (job.channel === "email") {
    const email = renderDealerEmail(lead);
    return deps.mailer.send({
      messageId,
      from: deps.from,
      to: [job.target],
      ...(lead.customer.email ? { replyTo: lead.customer.email } : {}),
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.attachments.length ? { attachments: email.attachments } : {}),
    });
  }
  if (job.channel === "adf") {
    // CRMs that import ADF by e-mail read the XML from the message body.
    return deps.mailer.send({
      messageId,
      from: deps.from,
      to: [job.target],
      subject: dealerEmailSubject(lead),
      text: buildAdfXml(lead),
    });
  }
  const secret = await deps.webhookSecret(job.siteId, job.target);
  if (secret === null) {
    return { ok: false, retryable: false, reason: `the site no longer sends leads to ${job.target}` };
  }
  return deliverWebhook(
    { url: job.target, secret },
    { id: `lead-delivery-${job.id}`, body: JSON.stringify({ type: "lead.created", lead }) },
    { allowPrivateTargets: deps.allowPrivateWebhookTargets, now: deps.now },
  );
}
