import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readOutbox } from "@/server/sms/outbox-sms-sender";
import { devOutboxPageEnabled, smsOutboxDir } from "@/server/sms/sms-senders";
import { requireSite } from "../../_loaders/site";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Dev outbox: text messages",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ site: string }> };

/**
 * /dev/sms (issue 21 §1): the text messages the dev outbox holds for this site, newest first, so a
 * developer (or the e2e test) can read a sign-in code without a phone. Only outside production, with
 * the outbox sender (server/sms/sms-senders devOutboxPageEnabled); anywhere else the site's 404. No
 * link leads here and no sitemap lists it.
 */
export default async function DevOutboxRoute({ params }: Props) {
  if (!devOutboxPageEnabled()) notFound();
  const site = await requireSite((await params).site);
  const messages = await readOutbox(smsOutboxDir(), site.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Dev outbox</h1>
      <p className="mt-2 text-muted-foreground">
        Text messages {site.name} would have sent, newest first. They are files under DATA_DIR/sms; this page
        exists only outside production.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6">No messages yet.</p>
      ) : (
        <ol className="mt-6 space-y-3" data-testid="sms-outbox">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border p-4" data-testid="sms-message">
              <p className="text-sm text-muted-foreground">
                To <span data-testid="sms-to">{message.to}</span>
                {message.sender ? (
                  <>
                    {" "}
                    from <span data-testid="sms-sender">{message.sender}</span>
                  </>
                ) : null}{" "}
                at <time dateTime={message.sentAt}>{message.sentAt}</time> ({message.purpose})
              </p>
              <p className="mt-1 font-mono" data-testid="sms-body">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
