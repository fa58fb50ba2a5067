"""Runs one stage of a rendered Python example (examples/<name>/python/__main__.py) through `pulumi.automation` and
the real CLI, the file unmodified: the inline program runs it as Python runs a program's `__main__.py`. Prints what
the stage gave as one JSON line on stdout, as drive.py does (test/sdks/sdk-stack.ts reads it).

    python example.py <__main__.py> <project> up|preview-refresh|destroy

The program's secret config comes as JSON in EXAMPLE_SECRETS (`{"<project>:<key>": "<value>"}`), its plain
config (the ids of the objects an example adopts) likewise in EXAMPLE_CONFIG; the service,
the stack's folder, the backend and the passphrase as for drive.py.
"""

import json
import os
import runpy
import sys
from typing import Any

from pulumi import automation as auto


def err(text: str) -> None:
    print(text, file=sys.stderr, end="")


def run(main: str, project: str, command: str) -> Any:
    # The example's folder first on sys.path, as `python <folder>` puts it: its imports resolve from there.
    sys.path.insert(0, os.path.dirname(main))
    s = auto.create_or_select_stack(
        stack_name="dev",
        project_name=project,
        program=lambda: runpy.run_path(main, run_name="__main__"),
        opts=auto.LocalWorkspaceOptions(work_dir=os.environ["SDK_TEST_WORK_DIR"]),
    )
    s.set_config("tunnels:apiUrl", auto.ConfigValue(os.environ["SDK_TEST_API_URL"]))
    s.set_config("tunnels:apiKey", auto.ConfigValue(os.environ["SDK_TEST_API_KEY"], secret=True))
    for key, value in json.loads(os.environ.get("EXAMPLE_SECRETS", "{}")).items():
        s.set_config(key, auto.ConfigValue(value, secret=True))
    for key, value in json.loads(os.environ.get("EXAMPLE_CONFIG", "{}")).items():
        s.set_config(key, auto.ConfigValue(value))
    if command == "up":
        up = s.up(on_output=err)
        return {
            "changes": up.summary.resource_changes,
            "outputs": {k: {"value": v.value, "secret": v.secret} for k, v in up.outputs.items()},
        }
    if command == "preview-refresh":
        return {"changes": s.preview(refresh=True, on_output=err).change_summary}
    if command == "destroy":
        return {"changes": s.destroy(on_output=err).summary.resource_changes}
    raise SystemExit(f"unknown stage {command!r}")


if __name__ == "__main__":
    print(json.dumps(run(sys.argv[1], sys.argv[2], sys.argv[3])))
