"""The rendered Python examples (examples/<name>/python/__main__.py) as one program, served to the real CLI by
drivers/cli/python-host.py (test/sdks/python-examples.test.ts copies this file into the stack's folder): its
program() runs each example's file in turn, unmodified, as Python runs a program's `__main__.py`. The files, in
order, are the JSON list in examples.json beside it.
"""

import json
import os
import runpy
import sys


def program() -> None:
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "examples.json")) as f:
        mains: list[str] = json.load(f)
    for main in mains:
        # The example's folder first on sys.path while it runs, as `python <folder>` puts it: its imports resolve
        # from there, not from the folder of an example run before it.
        sys.path.insert(0, os.path.dirname(main))
        try:
            runpy.run_path(main, run_name="__main__")
        finally:
            sys.path.remove(os.path.dirname(main))
