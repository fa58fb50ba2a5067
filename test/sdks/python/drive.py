"""Runs one stage of the SDK test (test/sdks/stages.ts) on program.py through `pulumi.automation` and the real
CLI, and prints what the stage gave as one JSON line on stdout (the CLI's own output goes to stderr).

    python drive.py up|preview-refresh|up-refresh|destroy|bad-input|missing-parent|huge-value

`bad-input` previews a program of its own on a stack of its own, one whose dict misspells a member, and prints
the CLI's output: what a Python user reads of the plugin's check. `missing-parent` does the same for a route
whose edge id, written by hand, names no edge; `huge-value` for a 100 KB description.

The test's environment gives the stack's folder (SDK_TEST_WORK_DIR), the service (SDK_TEST_API_URL,
SDK_TEST_API_KEY), the file backend, PULUMI_HOME and the passphrase; the CLI and the plugin are on PATH.
"""

import json
import os
import sys
from typing import Any, Callable

import pulumi_tunnels as tunnels
from pulumi import automation as auto

from program import program

PROJECT = "sdk-python"
STACK = "dev"


def err(text: str) -> None:
    print(text, file=sys.stderr, end="")


def misspelt() -> None:
    # A typo mypy catches but Python runs: the plugin's check names it as this program wrote it.
    tunnels.HttpsEdgeRoute(  # type: ignore[call-overload]
        "app",
        edge_id="edghts_1",
        match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
        match="/app",
        circuit_breaker={"error_threshold": 0.5},
    )


def missing_parent() -> None:
    # An edge id written by hand that names no edge: the plugin's check looks it up and names edge_id.
    tunnels.HttpsEdgeRoute(
        "typed",
        edge_id="edghts_2xHandWrittenNoSuchEdge",
        match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
        match="/typed",
    )


def huge_value() -> None:
    # 100 KB where the service takes 255 bytes: the plugin's check quotes the value cut, with its length.
    tunnels.IpPolicy("big", description="a" * 102_400)


BAD_PROGRAMS: dict[str, Callable[[], None]] = {
    "bad-input": misspelt,
    "missing-parent": missing_parent,
    "huge-value": huge_value,
}


def stack(name: str = STACK, source: Callable[[], None] = program) -> auto.Stack:
    s = auto.create_or_select_stack(
        stack_name=name,
        project_name=PROJECT,
        program=source,
        opts=auto.LocalWorkspaceOptions(work_dir=os.environ["SDK_TEST_WORK_DIR"]),
    )
    s.set_config("tunnels:apiUrl", auto.ConfigValue(os.environ["SDK_TEST_API_URL"]))
    s.set_config("tunnels:apiKey", auto.ConfigValue(os.environ["SDK_TEST_API_KEY"], secret=True))
    return s


def run(command: str) -> Any:
    if command in BAD_PROGRAMS:
        # Run from the stack's folder, as from a project's: the Automation API makes it the program's `main`, the
        # folder the engine starts the plugin in, where it reads the project's runtime.
        os.chdir(os.environ["SDK_TEST_WORK_DIR"])
        try:
            stack(command, BAD_PROGRAMS[command]).preview(on_output=err)
        except auto.CommandError as failed:
            return {"failed": True, "output": str(failed)}
        return {"failed": False}
    s = stack()
    if command == "up":
        up = s.up(on_output=err)
        return {
            "changes": up.summary.resource_changes,
            "outputs": {k: {"value": v.value, "secret": v.secret} for k, v in up.outputs.items()},
        }
    if command == "preview-refresh":
        return {"changes": s.preview(refresh=True, on_output=err).change_summary}
    if command == "up-refresh":
        return {"changes": s.up(refresh=True, on_output=err).summary.resource_changes}
    if command == "destroy":
        return {"changes": s.destroy(on_output=err).summary.resource_changes}
    raise SystemExit(f"unknown stage {command!r}")


if __name__ == "__main__":
    print(json.dumps(run(sys.argv[1])))
