# Forecourt's shared cache in front of several app servers (issue 35 §4, decision 0076): the rules,
# whatever the backends. default.vcl (compose.yaml's) and the integration test's own VCL include this
# file after defining, for it:
#
#   - a director `forecourt`, whose backend() picks an app server (its front door, scripts/start.mjs);
#   - an ACL `forecourt_purgers`: the app servers' addresses, the only clients whose BAN and PURGE count.
#
# What is kept is what the app says may be (scripts/cdn-headers.mjs, with CDN_PROVIDER=varnish): a page
# with `Cache-Control: public, max-age=0, s-maxage=N` and its site's tag in `Surrogate-Key`
# (`site:<slug>`), or a built asset marked immutable. The app purges a site's pages with
# `BAN` + `Surrogate-Key: site:<slug>` when the site's data changes (src/server/cdn/varnish-purger.ts),
# and the tags never leave for a browser. Core VCL only (Debian's varnish 7.1; no vmod_xkey): a tag
# purge is a ban on obj.http.Surrogate-Key, which the ban lurker applies in the background.
vcl 4.1;

import std;

sub vcl_recv {
    set req.backend_hint = forecourt.backend();

    if (req.method == "BAN" || req.method == "PURGE") {
        if (client.ip !~ forecourt_purgers) {
            return (synth(403, "Purges are taken only from the app servers"));
        }
        if (req.method == "PURGE") {
            # One page: this URL on this host.
            return (purge);
        }
        # Tags the app makes: letters, digits, colons, underscores and dashes (nothing a regex reads
        # as anything but itself), one space apart.
        if (req.http.Surrogate-Key !~ "^[A-Za-z0-9:_-]+( [A-Za-z0-9:_-]+)*$") {
            return (synth(400, "BAN names its tags in Surrogate-Key, one space apart"));
        }
        # Every stored page with any of the tags among its own. Only obj.* in the expression: the ban
        # lurker can apply it to every page in the background, not only to those looked up.
        if (std.ban("obj.http.Surrogate-Key ~ (^|[[:blank:]])(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")([[:blank:]]|$)")) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }

    # Host names are case-insensitive: one copy per site, however a browser spells it.
    if (req.http.Host) {
        set req.http.Host = std.tolower(req.http.Host);
    }

    # Posts (leads, the console, the admin API) and every other method go to an app server.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The admin API, and the front's own question, are no shopper's pages.
    if (req.url ~ "^/(admin/api|api/internal)/") {
        return (pass);
    }
    # What the front cache never answers from its store (scripts/front-store.mjs): a signed-in shopper
    # or staff member, a part of a page, and Next's own router requests.
    if (req.http.Authorization || req.http.Cookie || req.http.Range || req.http.RSC ||
        req.http.Next-Router-State-Tree || req.http.Next-Router-Prefetch ||
        req.http.Next-Router-Segment-Prefetch || req.http.Next-Action) {
        return (pass);
    }
    # Varnish's built-in vcl_recv goes on: a request with no Host, or an unknown method, is refused.
}

sub vcl_hash {
    # Every page is its host's: two sites' pages at one path are two objects, never one served to the
    # other (the app answers each host with its own site). And its protocol's: the front's security
    # headers differ between http and https (HSTS).
    hash_data(req.url);
    if (req.http.Host) {
        hash_data(req.http.Host);
    } else {
        hash_data(server.ip);
    }
    hash_data(req.http.X-Forwarded-Proto);
    return (lookup);
}

sub vcl_backend_response {
    # Only what can be told to go is kept: a page tagged with its site (the app tags only what its own
    # front cache would keep), or a built asset whose name changes with its content. Anything else
    # goes to an app server every time (a short hit-for-miss: no queueing behind one fetch).
    if (!beresp.http.Surrogate-Key && beresp.http.Cache-Control !~ "(?i)\bimmutable\b") {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # Varnish's built-in vcl_backend_response goes on: an answer that sets a cookie is never stored
    # (the app's own rule, scripts/front-store.mjs), nor one marked private or no-store.
}

sub vcl_deliver {
    # The tags are for this cache alone.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
