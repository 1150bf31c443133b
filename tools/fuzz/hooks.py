"""Schemathesis hooks for tools/fuzz/run-schemathesis.sh (loaded through SCHEMATHESIS_HOOKS).

The long-polls (POST /events/wait_next, POST /payment/{id}/wait) may legitimately hold a
request up to timeout_secs (default 60, at most 3600) when nothing happens, which is always on
an idle sandbox: the fuzzer's request timeout would report that as a network error. A valid
timeout_secs is capped at 2 s (absent and null ones too: both mean the default); invalid values pass unchanged so the node's
refusal of them is still tested.
"""
import re

import schemathesis

LONG_POLL = re.compile(r"^/api/v1/(events/wait_next|payment/\{paymentId\}/wait)$")
CAP_SECS = 2


@schemathesis.hook
def before_call(context, case, **kwargs):
    if case.method.upper() != "POST" or not LONG_POLL.match(case.operation.path):
        return
    body = case.body
    if isinstance(body, dict):
        value = body.get("timeout_secs")
        if value is None:
            # Absent and null both mean the default wait (null reads as absent).
            body["timeout_secs"] = CAP_SECS
        elif isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3600:
            body["timeout_secs"] = min(value, CAP_SECS)
    elif body is None or type(body).__name__ == "NotSet":
        case.body = {"timeout_secs": CAP_SECS}
        case.media_type = "application/json"
