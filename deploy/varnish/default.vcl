# compose.yaml's front: Varnish in front of the two app servers (README "Caching in front of several
# servers", decision 0076). The rules are forecourt.vcl's; this file names the servers.
vcl 4.1;

import directors;

# An app server out of its health check gets no shoppers until it is back.
probe forecourt_health {
    .url = "/api/health";
    .interval = 5s;
    .timeout = 3s;
    .window = 5;
    .threshold = 3;
}

# Imports and backups may take minutes before and between bytes (the app streams both).
backend app_a {
    .host = "app-a";
    .port = "3000";
    .probe = forecourt_health;
    .first_byte_timeout = 300s;
    .between_bytes_timeout = 300s;
}

backend app_b {
    .host = "app-b";
    .port = "3000";
    .probe = forecourt_health;
    .first_byte_timeout = 300s;
    .between_bytes_timeout = 300s;
}

# The app servers purge (VARNISH_BAN_URL=http://front); no one else may. Resolved when the VCL loads:
# after `docker compose up` recreates an app server, restart the front too.
acl forecourt_purgers {
    "app-a";
    "app-b";
}

sub vcl_init {
    new forecourt = directors.round_robin();
    forecourt.add_backend(app_a);
    forecourt.add_backend(app_b);
}

include "./forecourt.vcl";
