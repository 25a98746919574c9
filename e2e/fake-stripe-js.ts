import type { Page } from "@playwright/test";

/**
 * Stripe.js's documented surface that the reserve form uses (`Stripe(pk, { stripeAccount })`,
 * `elements()` in deferred mode, `create('payment')`, `mount`, `on('ready')`, `elements.submit()`,
 * `createPaymentMethod`, `handleNextAction`), served to the browser in place of https://js.stripe.com
 * (through the page's CSP like the real script), with a plain card-number field in place of Stripe's
 * frame. Stripe's own test PaymentMethods come out: 4000 0000 0000 0002 gives pm_card_chargeDeclined,
 * 4000 0027 6000 3184 pm_card_authenticationRequired, any other number pm_card_visa. With `fakeStripe`
 * (the loopback fake Stripe's address), `handleNextAction` sends the shopper to its 3-D Secure page, as
 * Stripe.js does for a redirect-based bank check; the bank's page sends them back to the return URL.
 */
export function fakeStripeJs(fakeStripe = ""): string {
  return `(function () {
  var FAKE = ${JSON.stringify(fakeStripe)};
  function Stripe(key, options) {
    var field = null;
    var digits = function () { return ((field && field.value) || "").replace(/\\D/g, ""); };
    window.__stripe = { key: key, stripeAccount: options && options.stripeAccount };
    return {
      _registerWrapper: function () {},
      elements: function (elementOptions) {
        window.__stripe.options = elementOptions;
        return {
          create: function (type) {
            var handlers = {};
            return {
              mount: function (node) {
                field = document.createElement("input");
                field.setAttribute("aria-label", "Card number");
                field.setAttribute("inputmode", "numeric");
                node.appendChild(field);
                setTimeout(function () { if (handlers.ready) handlers.ready({ elementType: type }); }, 0);
              },
              on: function (name, handler) { handlers[name] = handler; return this; },
              destroy: function () { if (field) field.remove(); },
            };
          },
          submit: function () {
            return Promise.resolve(digits().length < 12
              ? { error: { type: "validation_error", message: "Your card number is incomplete." } }
              : {});
          },
        };
      },
      createPaymentMethod: function (request) {
        window.__stripe.billing = request.params && request.params.billing_details;
        var d = digits();
        var id = d === "4000000000000002" ? "pm_card_chargeDeclined"
          : d === "4000002760003184" ? "pm_card_authenticationRequired" : "pm_card_visa";
        return Promise.resolve({ paymentMethod: { id: id, object: "payment_method", type: "card" } });
      },
      handleNextAction: function (request) {
        window.__stripe.nextAction = request.clientSecret;
        window.location.assign(FAKE + "/3ds/secret/" + request.clientSecret);
        return new Promise(function () {});
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;
}

export async function serveFakeStripeJs(page: Page, fakeStripe = ""): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: fakeStripeJs(fakeStripe) }),
  );
}
