"""Runs one stage of the rendered Python examples (examples/<name>/python/__main__.py) as one stack through
`pulumi.automation` and the real CLI, the files unmodified: the inline program runs each in turn, in the order
given, as Python runs a program's `__main__.py`. Prints what the stage gave as one JSON line on stdout, as drive.py
does (test/sdks/sdk-stack.ts reads it).

    python example.py <project> <__main__.py>... up|preview-refresh|destroy

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


def run_each(mains: list[str]) -> None:
    for main in mains:
        # The example's folder first on sys.path while it runs, as `python <folder>` puts it: its imports resolve
        # from there, not from the folder of an example run before it.
        sys.path.insert(0, os.path.dirname(main))
        try:
            runpy.run_path(main, run_name="__main__")
        finally:
            sys.path.remove(os.path.dirname(main))


def run(project: str, mains: list[str], command: str) -> Any:
    s = auto.create_or_select_stack(
        stack_name="dev",
        project_name=project,
        program=lambda: run_each(mains),
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
    print(json.dumps(run(sys.argv[1], sys.argv[2:-1], sys.argv[-1])))
