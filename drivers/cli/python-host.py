"""Serves a Python program to the real CLI for one command (`pulumi ... --client 127.0.0.1:<port>`), as
`pulumi.automation` serves an inline program: the SDK's own language runtime server (`LanguageServer`, what
`Stack.up` and `Stack.preview` start for `program=`) running the `program()` function of the file PROGRAM_FILE
names, the way the SDK tests' drivers give it (test/sdks/README.md), or the whole script PROGRAM_SCRIPT names
(a project's `__main__.py`, as a user writes it), run anew for each run as Pulumi's Python host runs it. pulumi-language-python cannot be started here
(test/cli/README.md). Run with the interpreter of the SDK's environment (scripts/python-sdk-env.sh); it prints
its port on the first line of stdout, as plugins do, and serves until killed. The program's own output goes to
this process's output.
"""

import importlib.util
import os
import runpy
import sys
from concurrent import futures
from typing import Callable

import grpc  # type: ignore[import-untyped]
from pulumi.automation._server import LanguageServer
from pulumi.runtime._grpc_settings import _GRPC_CHANNEL_OPTIONS
from pulumi.runtime.proto import language_pb2_grpc


def load_program(file: str) -> Callable[[], None]:
    # The program's folder first on the path, as for a script: a program may import its neighbours.
    sys.path.insert(0, os.path.dirname(os.path.abspath(file)))
    spec = importlib.util.spec_from_file_location("program", file)
    if spec is None or spec.loader is None:
        raise SystemExit(f"python-host: cannot load {file}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not callable(getattr(module, "program", None)):
        raise SystemExit(f"python-host: {file} defines no program() function")
    program: Callable[[], None] = module.program
    return program


def script_program(file: str) -> Callable[[], None]:
    # The script's folder first on the path, as `python __main__.py` has it: a program may import its neighbours.
    sys.path.insert(0, os.path.dirname(os.path.abspath(file)))

    def program() -> None:
        runpy.run_path(file, run_name="__main__")

    return program


def main() -> None:
    file = os.environ.get("PROGRAM_FILE")
    script = os.environ.get("PROGRAM_SCRIPT")
    if not file and not script:
        raise SystemExit("python-host: neither PROGRAM_FILE nor PROGRAM_SCRIPT names a program")
    program = script_program(script) if script else load_program(file or "")
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=4), options=_GRPC_CHANNEL_OPTIONS)
    language_pb2_grpc.add_LanguageRuntimeServicer_to_server(LanguageServer(program), server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    print(port, flush=True)
    server.wait_for_termination()


if __name__ == "__main__":
    main()
