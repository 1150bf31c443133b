#!/usr/bin/env python3
"""Groups the failures of a schemathesis ndjson report by check and by operation.

    python3 tools/fuzz/summarize-report.py REPORT_DIR_OR_NDJSON

Prints, per failed check (title and code), how many operations failed it and which,
then per operation one failing request and its response. Standard library only.
"""
import base64
import collections
import glob
import json
import os
import sys


def ndjson_path(arg: str) -> str:
    if os.path.isdir(arg):
        found = sorted(glob.glob(os.path.join(arg, "*.ndjson")))
        if not found:
            sys.exit(f"no .ndjson report in {arg}")
        return found[-1]
    return arg


def main() -> None:
    path = ndjson_path(sys.argv[1])
    by_check = collections.defaultdict(set)  # (title, code) -> operations
    statuses = collections.defaultdict(collections.Counter)  # (title, code) -> status -> count
    errors = collections.Counter()
    examples = {}  # (title, code, operation) -> one failing request and its response
    operations = set()
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            event = json.loads(line)
            if "NonFatalError" in event:
                err = event["NonFatalError"]
                errors[(err.get("label", "?"), str(err.get("value", {}).get("exception", err))[:120])] += 1
                continue
            finished = event.get("ScenarioFinished")
            if not finished:
                continue
            label = finished["recorder"]["label"]
            operations.add(label)
            interactions = finished["recorder"].get("interactions", {})
            for case_id, checks in finished["recorder"].get("checks", {}).items():
                response = (interactions.get(case_id) or {}).get("response") or {}
                for check in checks:
                    if check.get("status") != "failure":
                        continue
                    failure = check["failure_info"]["failure"]
                    key = (failure.get("title", check["name"]), failure.get("code", ""))
                    by_check[key].add(label)
                    statuses[key][response.get("status_code")] += 1
                    request = (interactions.get(case_id) or {}).get("request") or {}
                    examples.setdefault(key + (label,), (request, response))

    failing_ops = set().union(*by_check.values()) if by_check else set()
    print(f"report: {path}")
    print(f"operations tested: {len(operations)}; with at least one failure: {len(failing_ops)}; non-fatal errors: {sum(errors.values())}")
    for key, ops in sorted(by_check.items(), key=lambda kv: -len(kv[1])):
        title, code = key
        seen = ", ".join(f"{s}x{n}" for s, n in statuses[key].most_common())
        print(f"\n{title} [{code}]: {len(ops)} operations (response statuses: {seen})")
        for op in sorted(ops):
            request, response = examples[key + (op,)]
            print(f"  {op}")
            print(f"    e.g. {request.get('method')} {request.get('uri')} {text_of(request.get('body'))}")
            print(f"      -> {response.get('status_code')} {text_of(response.get('content'))}")
    if errors:
        print("\nnon-fatal errors:")
        for (label, text), n in errors.most_common():
            print(f"  {n}x {label}: {text}")


def text_of(body, limit=300) -> str:
    """A recorded body (schemathesis keeps bytes as {"$base64": ...}) as short text."""
    if isinstance(body, dict) and "$base64" in body:
        body = base64.b64decode(body["$base64"]).decode("utf-8", "replace")
    text = "" if body is None else str(body)
    return text if len(text) <= limit else text[:limit] + "..."


if __name__ == "__main__":
    main()
